import type { OfficerLicense } from 'ui/api/officerQueries.ts';

/** One loan officer with every licence held, as the finder shows it. */
export interface OfficerGroup {
  id: number;
  fullname: string;
  email: string;
  work_phone: string;
  nmls_id: string;
  licenses: { state: string; statename: string; license: string }[];
}

/** An option of the finder's state filter (part 2 §3.12): id 0 is All States. */
export interface StateOption {
  id: string;
  value: string;
}

/** The id of the All States choice. */
export const ALL_STATES = '0';

/** Groups licence rows by officer e-mail (part 2 §4.7), keeping the server's order of officers and states. */
export function groupOfficers(rows: readonly OfficerLicense[]): OfficerGroup[] {
  const groups = new Map<string, OfficerGroup>();
  for (const row of rows) {
    const key = row.email.toLowerCase();
    const group = groups.get(key) ?? {
      id: row.id,
      fullname: row.fullname,
      email: row.email,
      work_phone: row.work_phone,
      nmls_id: row.nmls_id,
      licenses: [],
    };
    group.licenses.push({ state: row.state, statename: row.statename, license: row.license });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The filter's choices: All States, then each state where an officer is licensed, by name. */
export function stateOptions(rows: readonly OfficerLicense[]): StateOption[] {
  const states = new Map(rows.map((row) => [row.state, row.statename]));
  const sorted = [...states].sort(([, a], [, b]) => a.localeCompare(b));
  return [{ id: ALL_STATES, value: 'All States' }, ...sorted.map(([id, value]) => ({ id, value }))];
}

/** The officers licensed in a state, or all of them for All States. */
export function officersIn(groups: readonly OfficerGroup[], state: string): OfficerGroup[] {
  if (state === ALL_STATES) return [...groups];
  return groups.filter((group) => group.licenses.some((license) => license.state === state));
}

/** A tel: link for a US phone number written in any format. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
