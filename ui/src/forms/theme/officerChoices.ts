import type { OfficerLicenseReply } from 'common';
import { siblingPath } from './widgetPaths.ts';

/** The officer reply's keys a `loanOfficer` field may copy into fields beside it (`ui:options.fill`). */
const OFFICER_FILL_KEYS = ['fullname', 'email', 'work_phone', 'nmls_id', 'statename', 'state', 'license'] as const;
type OfficerFillKey = (typeof OFFICER_FILL_KEYS)[number];

/** Officer reply key -> the name of the field beside the choice that receives it. */
export type OfficerFill = Partial<Record<OfficerFillKey, string>>;

/** The fields `ui:options.fill` names for an officer choice; unknown keys and non-names are left out. */
export function officerFillOf(options: Record<string, unknown> | undefined): OfficerFill {
  const fill = options?.fill;
  if (typeof fill !== 'object' || fill === null || Array.isArray(fill)) return {};
  const named: OfficerFill = {};
  for (const key of OFFICER_FILL_KEYS) {
    const field = (fill as Record<string, unknown>)[key];
    if (typeof field === 'string' && field) named[key] = field;
  }
  return named;
}

/**
 * The officers offered (part 1 §7): one entry per full name (the list has a row per licensed state, and a name
 * shown twice would be chosen at random), in the list's order; with a state, only officers licensed there, and
 * that state's licence row kept.
 */
export function officerChoices(rows: readonly OfficerLicenseReply[], state?: string): OfficerLicenseReply[] {
  const seen = new Set<string>();
  const chosen: OfficerLicenseReply[] = [];
  for (const row of rows) {
    if (state && row.state !== state) continue;
    const name = row.fullname.trim().toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    chosen.push(row);
  }
  return chosen;
}

/** The values a chosen officer gives the fields `fill` names, keyed by their data paths beside `choicePath`. */
export function officerFillValues(
  officer: OfficerLicenseReply | undefined,
  fill: OfficerFill,
  choicePath: string,
): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [key, field] of Object.entries(fill) as [OfficerFillKey, string][]) {
    values[siblingPath(choicePath, field)] = officer ? String(officer[key] ?? '') : undefined;
  }
  return values;
}
