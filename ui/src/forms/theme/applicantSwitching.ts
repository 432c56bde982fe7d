/** One person in an applicant dropdown of stages 3, 5 and 6. */
export interface ApplicantOption {
  /** The applicant record's mapid (or any stable key). */
  id: string;
  /** What the dropdown shows, e.g. 'Maria Lopez (Borrower)'. */
  text: string;
  /** True once Continue was pressed for this person on this stage. */
  completed: boolean;
}

/**
 * What page code hands the applicant switcher through RJSF's formContext (`formContext.applicants`): the people,
 * the one on screen and how to change it. Without it the field keeps its own choice.
 */
export interface ApplicantSwitcherContext {
  people: ApplicantOption[];
  selected: string;
  onSelect(id: string): void;
}

/** Part 2 §2.4: completed applicants and the first one not yet completed can be chosen; the rest wait. */
export function enabledApplicantIds(people: readonly ApplicantOption[]): Set<string> {
  const enabled = new Set<string>();
  for (const person of people) {
    enabled.add(person.id);
    if (!person.completed) break;
  }
  return enabled;
}

/** The person to show first: the first one not yet completed, else the first. */
export function firstOpenApplicant(people: readonly ApplicantOption[]): string | undefined {
  return (people.find((person) => !person.completed) ?? people[0])?.id;
}
