import { enabledApplicantIds, type ApplicantOption } from './applicantSwitching.ts';
import './structure.css';
import { useFormOwner } from './formOwner.ts';

/** Props of the applicant dropdown. */
export interface ApplicantSwitcherProps {
  /** Id of the select, for its label. */
  id: string;
  people: readonly ApplicantOption[];
  selected: string;
  onSelect(id: string): void;
  label?: string;
}

/**
 * The applicant dropdown of stages 3, 5 and 6 (part 2 §2.4, §4.2): only completed applicants and the next one can
 * be chosen; the others are listed, disabled, so the person sees who is still to come.
 */
export function ApplicantSwitcher({ id, people, selected, onSelect, label = 'Applicant' }: ApplicantSwitcherProps) {
  const enabled = enabledApplicantIds(people);
  const form = useFormOwner();
  return (
    <div className="field applicant-switcher">
      <label htmlFor={id}>{label}</label>
      <select
        form={form}
        id={id}
        className="df-input df-select applicant-switcher__select"
        value={selected}
        onChange={(event) => onSelect(event.target.value)}
      >
        {people.map((person) => (
          <option key={person.id} value={person.id} disabled={!enabled.has(person.id)}>
            {person.completed ? `${person.text} (completed)` : person.text}
          </option>
        ))}
      </select>
    </div>
  );
}
