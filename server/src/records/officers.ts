import type { Db, Trx } from 'server/db/database.ts';
import { badRequest } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';

/** One licence of an active loan officer, with the officer's public details and the state's name. */
export interface OfficerLicenseRow {
  id: number;
  fullname: string;
  email: string;
  work_phone: string;
  nmls_id: string;
  state: string;
  statename: string;
  license_id: string;
}

const STATES_LOOKUP_TYPE = 18;

/** An officer's public details and one licence (`o` the officers, `l` their licences). */
const OFFICER_DETAIL_COLUMNS = [
  'o.fullname',
  'o.email',
  'o.work_phone',
  'o.nmls_id',
  'l.state',
  'l.license_id',
] as const;

/**
 * One row per licence of every active officer, optionally only licences in one state (USPS code), by officer name
 * and then state name. The state's name is its label in the states lookup list (type 18).
 */
export async function loadOfficerLicenses(db: Db, state?: string): Promise<OfficerLicenseRow[]> {
  const rows = await db('loan_officers as o')
    .join('officer_licenses as l', 'l.officer_id', 'o.id')
    .leftJoin('lookups as s', (join) => {
      join.on('s.value', '=', 'l.state').andOn('s.type', '=', db.raw('?', [STATES_LOOKUP_TYPE]));
    })
    .where('o.active', true)
    .modify((query) => {
      if (state) query.where('l.state', state);
    })
    .orderBy([{ column: 'o.fullname' }, { column: 'o.id' }, { column: 'statename' }])
    .select<OfficerLicenseRow[]>('o.id', ...OFFICER_DETAIL_COLUMNS, db.raw('coalesce(s.text, l.state) as statename'));
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The officer a record goes to: the staff account behind them (if any) and their details as our list has them. */
export interface OfficerChoice {
  userId: number | null;
  /** True when the borrower chose the officer; false for the lender's default. */
  chosen: boolean;
  /** The sign-in address of the staff account behind the officer (where assignments are mailed), if any. */
  accountEmail: string | null;
  /** loanOfficer, loanOfficerEmail, loanOfficerPhone, loanOfficerNMLSId, loanOfficerLicenseState, loanOfficerLicenseID. */
  details: Record<string, string>;
}

/**
 * The officer a borrower chose on a form (their details read from our list, never taken from the page; the licence
 * in `state` first), else the lender's default officer with no details. A chosen officer who is not on our active
 * list is a 400 naming `fieldPath`.
 */
export async function officerChoice(
  db: Db | Trx,
  choice: { chosen: boolean; officerId: unknown; state?: string; fieldPath: string },
): Promise<OfficerChoice> {
  if (choice.chosen && choice.officerId !== undefined && choice.officerId !== null && choice.officerId !== '') {
    const id = readWholeNumber(choice.officerId);
    const officer =
      id === null
        ? undefined
        : ((await db('loan_officers as o')
            .leftJoin('officer_licenses as l', 'l.officer_id', 'o.id')
            .leftJoin('users as u', 'u.id', 'o.user_id')
            .where({ 'o.id': id, 'o.active': true })
            .orderByRaw('(l.state = ?) desc', [choice.state ?? ''])
            .first('o.user_id', ...OFFICER_DETAIL_COLUMNS, 'u.email as account_email')) as
            Record<string, string | number | null> | undefined);
    if (!officer) {
      throw badRequest('All fields are mandatory', [{ path: choice.fieldPath, message: 'Select your loan officer' }]);
    }
    return {
      userId: (officer.user_id as number | null) ?? null,
      chosen: true,
      accountEmail: (officer.account_email as string | null) ?? null,
      details: {
        loanOfficer: String(officer.fullname ?? ''),
        loanOfficerEmail: String(officer.email ?? ''),
        loanOfficerPhone: String(officer.work_phone ?? ''),
        loanOfficerNMLSId: String(officer.nmls_id ?? ''),
        loanOfficerLicenseState: String(officer.state ?? ''),
        loanOfficerLicenseID: String(officer.license_id ?? ''),
      },
    };
  }
  const fallback = (await db('loan_officers as o')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .where({ 'o.is_default': true, 'o.active': true })
    .first('o.user_id', 'u.email as account_email')) as
    { user_id: number | null; account_email: string | null } | undefined;
  return {
    userId: fallback?.user_id ?? null,
    chosen: false,
    accountEmail: fallback?.account_email ?? null,
    details: {},
  };
}
