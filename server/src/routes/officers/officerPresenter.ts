import type { OfficerLicenseReply } from 'common';
import type { OfficerLicenseRow } from 'server/records/officers.ts';

/** An officer licence as clients receive it. */
export function presentOfficerLicense(row: OfficerLicenseRow): OfficerLicenseReply {
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
