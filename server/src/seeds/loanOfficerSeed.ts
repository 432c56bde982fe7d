import type { Db } from '../db/database.ts';

/** A fictional loan officer of the starting data, with the states (USPS codes) of the licences held. */
interface SeedOfficer {
  fullname: string;
  workPhone: string;
  mobileNumber: string;
  nmlsId: string;
  /** A state's own licence serial, for the states whose licence number is not the NMLS ID. */
  serial: string;
  states: readonly string[];
}

// All people, numbers and licences here are invented; phone numbers use the reserved 555-01xx range.
const OFFICERS: readonly SeedOfficer[] = [
  o('Marisol Vega', '(813) 555-0111', '(813) 555-0161', '1874236', '48213', ['FL', 'GA', 'AL']),
  o('Derek Holloway', '(407) 555-0112', '(407) 555-0162', '2039417', '51977', ['FL']),
  o('Priya Raman', '(904) 555-0113', '(904) 555-0163', '1968025', '50362', ['FL', 'GA', 'SC']),
  o('Caleb Whitfield', '(713) 555-0114', '(713) 555-0164', '2117340', '53108', ['TX']),
  o('Lauren Castillo', '(214) 555-0115', '(214) 555-0165', '1793562', '46690', ['TX', 'TN', 'MS']),
  o('Jamal Bennett', '(843) 555-0116', '(843) 555-0166', '2204871', '55841', ['SC', 'NC', 'GA']),
  o('Hannah Okafor', '(601) 555-0117', '(601) 555-0167', '1850793', '47522', ['MS', 'AL', 'TN']),
  o('Travis McAllister', '(615) 555-0118', '(615) 555-0168', '2086154', '52730', ['TN', 'AL']),
  o('Sofia Delgado', '(619) 555-0119', '(619) 555-0169', '1927608', '49815', ['CA']),
  o('Kevin Tran', '(916) 555-0120', '(916) 555-0170', '2158943', '54067', ['CA', 'TX']),
  o('Rebecca Lindqvist', '(813) 555-0121', '(813) 555-0171', '1745029', '45183', [
    'FL',
    'TX',
    'SC',
    'MS',
    'TN',
    'CA',
    'GA',
    'NC',
    'AL',
  ]),
  o('Andre Dupree', '(713) 555-0122', '(713) 555-0172', '2251386', '56204', ['TX', 'MS']),
  o('Megan Fairbanks', '(843) 555-0123', '(843) 555-0173', '1996470', '50918', ['SC', 'NC']),
  o('Luis Moreno', '(407) 555-0124', '(407) 555-0174', '2172835', '54419', ['FL', 'TX']),
];

function o(
  fullname: string,
  workPhone: string,
  mobileNumber: string,
  nmlsId: string,
  serial: string,
  states: readonly string[],
): SeedOfficer {
  return { fullname, workPhone, mobileNumber, nmlsId, serial, states };
}

// An officer's e-mail address: first.last@harboroakmortgage.com, lower-case.
function officerEmail(fullname: string): string {
  return `${fullname.toLowerCase().replace(/[^a-z]+/g, '.')}@harboroakmortgage.com`;
}

/**
 * The licence number a state gives a loan officer, in that state's style: Florida 'LO' and a serial, North Carolina
 * 'I-' and a serial, Alabama a serial, South Carolina 'MLO-' and the NMLS ID; the other states use the NMLS ID.
 */
function licenseId(state: string, officer: SeedOfficer): string {
  if (state === 'FL') return `LO${officer.serial}`;
  if (state === 'NC') return `I-1${officer.serial}`;
  if (state === 'AL') return officer.serial;
  if (state === 'SC') return `MLO-${officer.nmlsId}`;
  return officer.nmlsId;
}

/** The starting officers as rows: the officer's columns and the licences held. */
export const LOAN_OFFICER_SEED = OFFICERS.map((officer) => ({
  officer: {
    fullname: officer.fullname,
    email: officerEmail(officer.fullname),
    work_phone: officer.workPhone,
    mobile_number: officer.mobileNumber,
    nmls_id: officer.nmlsId,
  },
  licenses: officer.states.map((state) => ({ state, license_id: licenseId(state, officer) })),
}));

/** Inserts the starting loan officers and their licences when there are none; otherwise changes nothing. */
export async function seedLoanOfficers(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('lock table loan_officers in share row exclusive mode');
    if (await trx('loan_officers').first('id')) return;
    for (const { officer, licenses } of LOAN_OFFICER_SEED) {
      const [row] = await trx('loan_officers').insert(officer).returning<{ id: number }[]>('id');
      if (!row) throw new Error('Inserting a loan officer returned no id.');
      await trx('officer_licenses').insert(licenses.map((license) => ({ officer_id: row.id, ...license })));
    }
  });
}

/**
 * Gives every loan officer of the finder a staff account (role loan_officer, no password yet), linked by
 * loan_officers.user_id, and makes the first the lender's default officer when none is. An admin sends each a
 * reset link to choose a password; the second factor is set up at the first sign-in. Idempotent.
 */
export async function seedOfficerAccounts(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('lock table loan_officers in share row exclusive mode');
    const unlinked = (await trx('loan_officers').whereNull('user_id').orderBy('id')) as {
      id: number;
      fullname: string;
      email: string;
      work_phone: string;
    }[];
    for (const officer of unlinked) {
      const email = officer.email.toLowerCase();
      const [firstName = officer.fullname, ...rest] = officer.fullname.split(' ');
      const existing = (await trx('users').where({ email }).first('id', 'role')) as
        { id: number; role: string } | undefined;
      // An address already used by someone else's account is left unlinked rather than taken over.
      if (existing && existing.role !== 'loan_officer') continue;
      const userId =
        existing?.id ??
        ((
          await trx('users')
            .insert({
              email,
              first_name: firstName,
              last_name: rest.join(' '),
              role: 'loan_officer',
              status: 1,
              work_phone: officer.work_phone,
            })
            .returning<{ id: number }[]>('id')
        )[0]?.id as number);
      await trx('loan_officers').where({ id: officer.id }).update({ user_id: userId });
    }
    if (!(await trx('loan_officers').where({ is_default: true }).first('id'))) {
      const first = (await trx('loan_officers').orderBy('id').first('id')) as { id: number } | undefined;
      if (first) await trx('loan_officers').where({ id: first.id }).update({ is_default: true });
    }
  });
}
