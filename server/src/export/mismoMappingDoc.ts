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
    '## Not exported',
    '',
    '| Our key | Why |',
    '|---|---|',
    ...NOT_EXPORTED.map(([key, why]) => `| \`${cell(key)}\` | ${cell(why)} |`),
    '',
  );
  return lines.join('\n');
}
