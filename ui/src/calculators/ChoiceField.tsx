import { useId } from 'react';

/** One option of a choice field. */
export interface Choice {
  value: string;
  label: string;
}

/** Props of a labelled select. */
export interface ChoiceFieldProps {
  label: string;
  choices: readonly Choice[];
  value: string;
  onValueChange(value: string): void;
  hint?: string;
}

/** A labelled select for a calculator input with fixed values. */
export function ChoiceField({ label, choices, value, onValueChange, hint }: ChoiceFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field calc-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
