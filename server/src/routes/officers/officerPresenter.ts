import type { OfficerLicenseRow } from './officerStore.ts';

/**
 * A row of GET /api/loan/officers and /api/loan/allofficers: one officer's licence in one state (part 1 §3, part 2
 * §7.1). The officer's mobile number and record details stay on the server.
 */
export interface OfficerReply {
  id: number;
  fullname: string;
  email: string;
  work_phone: string;
  nmls_id: string;
  statename: string;
  state: string;
  license: string;
}

/** An officer licence as clients receive it. */
export function presentOfficerLicense(row: OfficerLicenseRow): OfficerReply {
  return {
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    work_phone: row.work_phone,
    nmls_id: row.nmls_id,
    statename: row.statename,
    state: row.state,
    license: row.license_id,
  };
}
