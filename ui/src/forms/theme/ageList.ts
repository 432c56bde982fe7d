/**
 * Dependents' ages (part 2 §4.4): kept as one comma-joined text (`dependentsAgesDescription`, '4,7') and shown as
 * one box per age. Add appends an empty age; Remove deletes one and shows only while there is more than one.
 */

/** The ages of a comma-joined value: one empty age when there is none yet. */
export function agesOf(value: unknown): string[] {
  return typeof value === 'string' && value !== '' ? value.split(',') : [''];
}

/** The value of the ages: comma-joined, undefined while there is only one empty age. */
export function joinAges(ages: readonly string[]): string | undefined {
  return ages.length === 1 && ages[0] === '' ? undefined : ages.join(',');
}

/** What an age box keeps while a person types: digits only, at most two. */
export function filterAgeKeystrokes(value: string): string {
  return value.replace(/\D/g, '').slice(0, 2);
}
