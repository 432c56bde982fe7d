import type { Db } from 'server/db/database.ts';

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
    .select<OfficerLicenseRow[]>(
      'o.id',
      'o.fullname',
      'o.email',
      'o.work_phone',
      'o.nmls_id',
      'l.state',
      'l.license_id',
      db.raw('coalesce(s.text, l.state) as statename'),
    );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
