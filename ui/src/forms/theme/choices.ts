/** Pure rules of the choice widgets (radio groups, Yes/No, checkbox groups). */

/** One choice as a widget shows it: the stored value and its label. */
export interface Choice {
  value: unknown;
  label: string;
}

/**
 * The two choices of a Yes/No question: booleans for a boolean field, the strings 'true' and 'false' for a string
 * field (stage 6 declarations are stored that way, part 2 §3.7).
 */
export function yesNoChoices(schemaType: unknown): Choice[] {
  if (schemaType === 'string') {
    return [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ];
  }
  return [
    { value: true, label: 'Yes' },
    { value: false, label: 'No' },
  ];
}

/** True when `value` is among `values` (same type and value: 'true' is not true). */
export function includesValue(values: readonly unknown[], value: unknown): boolean {
  return values.some((candidate) => Object.is(candidate, value));
}

/**
 * The choices of a checkbox group after one box is ticked or unticked, in the order the choices are shown.
 * Ticking an exclusive choice (e.g. 'I do not wish to provide') leaves only it; ticking any other choice
 * clears the exclusive ones (part 2 §4.4: those choices are mutually exclusive).
 */
export function toggleChoice(
  selected: readonly unknown[],
  value: unknown,
  checked: boolean,
  choices: readonly unknown[],
  exclusive: readonly unknown[] = [],
): unknown[] {
  let next: unknown[];
  if (!checked) next = selected.filter((item) => !Object.is(item, value));
  else if (includesValue(exclusive, value)) next = [value];
  else next = [...selected.filter((item) => !includesValue(exclusive, item) && !Object.is(item, value)), value];
  const rank = (item: unknown) => {
    const index = choices.findIndex((choice) => Object.is(choice, item));
    return index === -1 ? choices.length : index;
  };
  return next.sort((a, b) => rank(a) - rank(b));
}
