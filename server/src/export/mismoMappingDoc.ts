import { MISMO_MAPPING, MISMO_SCOPES, NOT_EXPORTED, UNIT_DESIGNATORS, type MismoField } from './mismoMapping.ts';

/**
 * docs/mismo-mapping.md, printed from the mapping table so the page cannot drift from the code (a test compares
 * them; `npx tsx scripts/mismo-mapping-doc.ts` writes it again).
 */

const KIND_NOTES: Record<MismoField['as'], string> = {
  text: 'as stored',
  amount: 'money, two decimals',
  count: 'whole number',
  percent: 'percent as typed',
  date: 'MM/DD/YYYY as YYYY-MM-DD',
  indicator: 'true / false',
  yesNo: 'Yes / No',
  ssn: 'nine digits',
  phone: 'ten digits',
  stateCode: 'USPS code',
  listCount: 'how many in the list',
  listItems: 'one element per item',
  months: 'years × 12 + months',
  flag: 'ticked: the element is made',
  presence: 'answered: true, else false',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

function source(field: MismoField): string {
  if (field.constant !== undefined) return `(always \`${field.constant}\`)`;
  return `\`${field.from}\`${field.plus ? ` + \`${field.plus}\`` : ''}`;
}

function how(field: MismoField): string {
  const parts = [KIND_NOTES[field.as]];
  if (field.values === UNIT_DESIGNATORS) parts.push('a USPS code → its name (see Unit designators)');
  else if (field.values) {
    parts.push(
      Object.entries(field.values)
        .map(([ours, theirs]) => `${ours} → ${theirs ?? '(nothing)'}`)
        .join(', '),
    );
  }
  if (field.with) {
    parts.push(
      `with ${Object.entries(field.with)
        .map(([path, value]) => `${path} = ${value}`)
        .join('; ')}`,
    );
  }
  if (field.personal) parts.push("left out of the borrower's copy");
  if (field.note) parts.push(field.note);
  return cell(parts.join('; '));
}

/** Each section of the URLA 2020 (and its Lender Loan Information): what the file carries, what it does not, why. */
const URLA_SECTIONS: readonly (readonly [section: string, exported: string, notExported: string])[] = [
  [
    '1a Personal Information',
    'name, SSN, date of birth, citizenship, marital status, dependents (count and ages), cell and work phones, e-mail, current and former addresses with housing and how long, the mailing address; who applies with whom (type of credit, number of borrowers)',
    'alternate names, home phone and extensions: the 1003 does not ask them (cell and work phones are what the product collects)',
  ],
  [
    '1b–1d Employment and income',
    'every current, additional and previous job: employer, phone, address, position, dates, time in the line of work, a special relationship, self-employment with its share and income (or loss), and each monthly amount of a current job as its own income item',
    '—',
  ],
  [
    '1e Income from Other Sources',
    'each source and its monthly amount; an Other source described (stages 3 and 4 v2)',
    '—',
  ],
  ['2a Assets: accounts', 'type, institution, account number (lender copy only), value, and each owner', '—'],
  [
    '2b Other Assets and Credits',
    'assets with an Other asset described by its liquidity (stage 5 v2); credits with an Other or Lot Equity credit described',
    '—',
  ],
  [
    '2c Liabilities',
    'type (Other described), creditor, account number, balance, payment, to be paid off (stage 5 v2)',
    '—',
  ],
  ['2d Other Liabilities and Expenses', 'type (Other described) and monthly payment', '—'],
  [
    '3 Real Estate',
    'address, value, status, current and intended occupancy (Other described), expenses, gross rent, and its mortgage as a liability tied to it',
    "net monthly rental income: the lender's to calculate",
  ],
  [
    '4a Loan and Property',
    'amount, purpose, address, units, value, occupancy, mixed use (stage 2 v2); a manufactured home is the property type "Manufactured Home" (ConstructionMethodType)',
    'FHA secondary residence occupancy: not offered; loan purpose Other, which DU refuses (see Not exported)',
  ],
  ['4b Other New Mortgage Loans', 'creditor, lien, payment, amount, credit limit (a HELOC)', '—'],
  [
    '4c Rental Income on the Property You Want to Purchase',
    'expected gross monthly rent (stage 2 v2)',
    "expected net monthly rental income: the lender's to calculate",
  ],
  ['4d Gifts or Grants', 'type, deposited or not, source (Other described), value', '—'],
  ['5a–5b Declarations', 'every question A–M, with prior property usage and title, and the bankruptcy chapters', '—'],
  [
    '6 Acknowledgments and Agreements',
    "each borrower's BorrowerApplicationSignedDate (the day of submission)",
    'the agreement text itself: no MISMO data point; the product keeps the accepted version with the application',
  ],
  ['7 Military Service', 'service, current status with its expected end, surviving spouse', '—'],
  ['8 Demographic Information', 'ethnicity, race and sex with their designations and free text', '—'],
  ['9 Loan Originator Information', 'the loan officer (name, NMLS ID, state licence) and the lender', '—'],
  [
    'L1–L2 Property, loan and title information',
    '—',
    "refinance type and program, energy improvements, project type, title and estate: the lender's part of the form, set in its LOS",
  ],
  [
    'L3 Mortgage Loan Information',
    'mortgage type, amortization (Other described), term, rate, first lien',
    'mortgage type Other (DU refuses it); loan features (balloon, interest only…): set by the lender',
  ],
  ['L4 Qualifying the Borrower', '—', "the lender's computation, not the borrower's answers"],
  [
    'Form 1103 (Supplemental Consumer Information) Language Preference',
    "each borrower's optional answer (stages 3 and 4 v2): an ISO 639-2 LanguageCode, an Other language described, or the refusal indicator",
    'the other parts of Form 1103 (homeownership education, housing counseling): the product does not ask them',
  ],
];

/** The page. */
export function renderMismoMappingMarkdown(): string {
  const lines = [
    '# The lender file: our keys to MISMO 3.4 (DU / ULAD)',
    '',
    'Printed from `server/src/export/mismoMapping.ts`, the one table the export reads; do not edit by hand',
    '(`npx tsx scripts/mismo-mapping-doc.ts` writes it; `server/src/export/mismoMappingDoc.test.ts` fails when it is',
    'stale). The file is MISMO 3.4 (reference model 3.4.032420160128) in the shape of Fannie Mae DU Spec 1.9.3 with the',
    'ULAD extension: `MESSAGE/ABOUT_VERSIONS`, then `MESSAGE/DEAL_SETS/DEAL_SET/DEALS/DEAL` with `ASSETS`, `COLLATERALS`,',
    "`EXPENSES`, `LIABILITIES`, `LOANS`, `PARTIES` and `RELATIONSHIPS`, each container's children in the schema's order.",
    'Enumeration values are those of `shared/reference/urla-2020-lists.md`; our lookup lists store them already.',
    '',
    'Paths: `A/B` makes or reuses containers, `A[+]` adds a new repeated container, `A{sub/Path=Value}` makes or',
    'reuses the container whose `sub/Path` holds `Value`. Repeated containers carry `SequenceNumber`; assets,',
    'liabilities, expenses, employers, income items, related loans and borrower roles carry an `xlink:label`, and',
    '`RELATIONSHIPS` ties them with these arcroles (`urn:fdc:mismo.org:2009:residential/…`):',
    '`ASSET_IsAssociatedWith_ROLE`, `LIABILITY_IsAssociatedWith_ROLE`, `EXPENSE_IsAssociatedWith_ROLE`,',
    '`ASSET_IsAssociatedWith_LIABILITY` (a property and its mortgage), `CURRENT_INCOME_ITEM_IsAssociatedWith_EMPLOYER`',
    '`LOAN_IsAssociatedWith_ROLE` (another new mortgage and its creditor) and, with joint credit (stage 1),',
    '`ROLE_SharesSufficientAssetsAndLiabilitiesWith_ROLE` from the person applied with to the co-borrower; then every',
    "asset, liability and expense either of them lists is associated with both. Each borrower's",
    '`BORROWER_DETAIL/BorrowerClassificationType` is `Primary` for the Applicant and `Secondary` for everyone else.',
    '',
    'Checks: every enumerated data point the file writes has its allowed values in',
    '`server/src/export/mismoEnumerations.ts` (from DU Spec 1.9.3 and MISMO 3.4), and a test feeds every lookup value',
    'and enum member through this table against it (`mismoEnumerations.test.ts`); whole files of one, three and seven',
    'people and a record with hostile text are checked against it and as an xlink graph (`mismoFiles.test.ts`). To',
    'validate those files against the MISMO 3.4 schema as well, obtain the schema from MISMO (it is not ours to',
    'commit), install `xmllint` (Debian: `apt-get install libxml2-utils`) and run the test with `MISMO_XSD_DIR` set to',
    'the folder holding `MISMO_3.4.0_B324.xsd` (`MISMO_XSD_FILE` names another root file):',
    '`MISMO_XSD_DIR=/path/to/mismo npx vitest run --project unit server/src/export/mismoFiles.test.ts`.',
    '',
    "Who gets it: the loan's staff get the lender's file; the borrower who owns the application gets the same file",
    'without the values every reply masks (SSN, dates of birth, account numbers). It is offered once the application',
    'is submitted.',
    '',
  ];
  for (const [scope, about] of Object.entries(MISMO_SCOPES)) {
    const fields = MISMO_MAPPING.filter((field) => field.scope === scope);
    lines.push(
      `## ${scope}`,
      '',
      `Element: \`${cell(about.element)}\`. Source: ${cell(about.source)}.`,
      '',
      '| Our key | MISMO path | How |',
      '|---|---|---|',
      ...fields.map((field) => `| ${source(field)} | \`${cell(field.to)}\` | ${how(field)} |`),
      '',
    );
  }
  lines.push(
    '## Unit designators',
    '',
    'Lookup 5 stores USPS Publication 28 codes; `AddressUnitDesignatorType` takes their names:',
    Object.entries(UNIT_DESIGNATORS)
      .map(([code, name]) => `${code} → ${name}`)
      .join(', ') + '.',
    '',
    '## By URLA section',
    '',
    '| Section | Exported | Not exported, and why |',
    '|---|---|---|',
    ...URLA_SECTIONS.map(
      ([section, exported, notExported]) => `| ${section} | ${cell(exported)} | ${cell(notExported)} |`,
    ),
    '',
    '## Not exported',
    '',
    '| Our key | Why |',
    '|---|---|',
    ...NOT_EXPORTED.map(([key, why]) => `| \`${cell(key)}\` | ${cell(why)} |`),
    '',
  );
  return lines.join('\n');
}
