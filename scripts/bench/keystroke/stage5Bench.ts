/**
 * The 1003's stage 5 as the keystroke bench measures it: the real definition (forms/application-stage5/v1) with the
 * lookup lists the server serves, and a seeded, realistic record of seven people (the Applicant, the Co-Borrower and
 * five Co-Applicants) with 10 rows in each of the six lists (accounts, other assets, other credits, liabilities,
 * other liabilities, real estate with its mortgage). The product shows it one person at a time with the applicant
 * switcher; stock @rjsf/core and the plain floor get the same person's fields as a definition of their own
 * (`STAGE5_PERSON_DEFINITION`: one entry of the stage, its lookup lists bound as choices), so the three renderers
 * show the same controls.
 */
import stage5Json from 'forms/application-stage5/v1/definition.json' with { type: 'json' };
import { bindLookupOptions, type FormDefinition, type JsonSchema, type LookupOptions, type UiSchema } from 'engine';
import { LOOKUP_LISTS, type LookupOption } from 'server/lookups/lookupLists.ts';
import { seededRandom } from './benchForms.ts';

/** The real stage 5 definition. */
export const STAGE5_DEFINITION = stage5Json as unknown as FormDefinition;
/** Every lookup list, as POST /api/lookups/list gives them. */
export const STAGE5_LOOKUPS: LookupOptions = new Map(LOOKUP_LISTS.map((list) => [list.type, list.options]));
/** People on the record and rows in each list of each person. */
export const STAGE5_PEOPLE = 7;
export const STAGE5_ROWS = 10;
/** The person on screen when the page opens: the last one, the first not yet completed. */
export const STAGE5_SHOWN_PERSON = STAGE5_PEOPLE - 1;

const PEOPLE_PATH = 'applications';
const PREFIX = `${PEOPLE_PATH}.*.`;

/** Keys of the definition's maps under the people list, with the list's prefix taken off. */
function underPerson<T>(entries: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(entries)
      .filter(([key]) => key.startsWith(PREFIX))
      .map(([key, value]) => [key.slice(PREFIX.length), value]),
  );
}

/** One person's entry of stage 5 as a definition of its own, its lookup lists bound as choices (stock and plain). */
function personDefinition(): FormDefinition {
  const items = (STAGE5_DEFINITION.schema.properties?.[PEOPLE_PATH] as JsonSchema).items as JsonSchema;
  // A condition or row value naming the record ('/applications.*.mapid') names the person's own entry here.
  const itemsUi = JSON.parse(
    JSON.stringify((STAGE5_DEFINITION.uiSchema[PEOPLE_PATH] as UiSchema).items).replaceAll(`"/${PREFIX}`, '"/'),
  ) as UiSchema;
  const bound = bindLookupOptions(items, itemsUi, underPerson(STAGE5_DEFINITION.lookups), STAGE5_LOOKUPS);
  return {
    id: 'bench-stage5-person',
    version: 1,
    title: STAGE5_DEFINITION.title,
    schema: { ...bound.schema, $schema: STAGE5_DEFINITION.schema.$schema },
    uiSchema: bound.uiSchema,
    lookups: {},
    messages: underPerson(STAGE5_DEFINITION.messages),
    rules: [],
  };
}

/** One person of stage 5 (the shown one's fields, for stock @rjsf/core and the plain floor). */
export const STAGE5_PERSON_DEFINITION = personDefinition();

const BANKS = ['Chase Bank', 'Bank of America', 'Wells Fargo', 'Navy Federal Credit Union', 'Fidelity Investments'];
const CREDITORS = ['Capital One', 'Discover', 'American Express', 'Toyota Financial Services', 'Nelnet', 'Ally'];
const LENDERS = ['Rocket Mortgage', 'Truist Mortgage', 'Regions Mortgage', 'Bay Mortgage Co', 'PennyMac'];
const PLACES = [
  { city: 'Tampa', state: 'FL', zip: '33602' },
  { city: 'St. Petersburg', state: 'FL', zip: '33701' },
  { city: 'Orlando', state: 'FL', zip: '32801' },
  { city: 'Sarasota', state: 'FL', zip: '34236' },
  { city: 'Savannah', state: 'GA', zip: '31401' },
];
const STREETS = ['Gulf Blvd', 'Oak St', 'Bayshore Dr', 'Palm Ave', 'Central Ave', 'Magnolia Ln'];

const optionsOf = (type: number): readonly LookupOption[] => STAGE5_LOOKUPS.get(type) ?? [];

type Row = Record<string, unknown>;

/** A person's entry: 10 rows in each list, every field of a row answered (the real estate with a mortgage). */
function personEntry(random: () => number, index: number): Row {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const type = (kind: number) => pick(optionsOf(kind)).value;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const amount = (max: number) => (random() * max).toFixed(2);
  const mapid = index + 1;
  const applicantType = index === 0 ? 'Applicant' : index === 1 ? 'CoBorrower' : 'Co-Applicant';
  const owner = index <= 1 ? 1 : mapid;
  const rows = (make: () => Row) =>
    Array.from({ length: STAGE5_ROWS }, (_, row) => ({ index: row, ...make(), owner: mapid }));
  return {
    mapid,
    applicantType,
    owner,
    type: applicantType === 'CoBorrower' ? 1 : 0,
    // Everyone before the last is done: the last is on screen and any other can be chosen.
    completed: index < STAGE5_SHOWN_PERSON,
    assets: rows(() => ({
      assetType: type(10),
      holderName: pick(BANKS),
      accountIdentifier: digits(10),
      cashOrMarketValue: amount(250_000),
    })),
    otherAssets: rows(() => ({ assetType: type(11), cashOrMarketValue: amount(40_000) })),
    otherCredits: rows(() => ({ assetType: type(12), cashOrMarketValue: amount(15_000) })),
    liabilities: rows(() => ({
      liabilityType: type(13),
      holderName: pick(CREDITORS),
      accountIdentifier: `XXXX${digits(4)}`,
      unpaidBalanceAmount: amount(30_000),
      monthlyPaymentAmount: amount(900),
    })),
    otherLiabilities: rows(() => ({ liabilityOrExpenseType: type(14), monthlyPayment: amount(1_200) })),
    reoProperties: rows(() => {
      const place = pick(PLACES);
      return {
        uRLA2020StreetAddress: `${10 + Math.floor(random() * 9000)} ${pick(STREETS)}`,
        unitType: type(5),
        unitNumber: String(1 + Math.floor(random() * 40)),
        postalCode: place.zip,
        city: place.city,
        state: place.state,
        marketValueAmount: amount(900_000),
        dispositionStatusType: type(19),
        propertyUsageType: type(4),
        futurePropertyUsageType: type(23),
        maintenanceExpenseAmount: amount(900),
        rentalIncomeGrossAmount: amount(3_000),
        mortgateLoanIndicator: true,
        loanCreditorName: pick(LENDERS),
        loanAccountIdentifier: digits(10),
        lienInstallmentAmount: amount(3_500),
        lienUpbAmount: amount(600_000),
        lienLoanType: type(1),
        lienPaidOffIndicator: false,
      };
    }),
  };
}

/** The whole stage 5 record of seven people (the same on every run). */
export function stage5Record(): Row {
  const random = seededRandom(20_261_125);
  return { applications: Array.from({ length: STAGE5_PEOPLE }, (_, index) => personEntry(random, index)) };
}

/** What the applicant switcher calls each person, as the stage page does. */
export function stage5PersonLabel(row: unknown, index: number): string {
  const type = (row as Row | undefined)?.applicantType;
  const role = type === 'CoBorrower' ? 'Co-Borrower' : type === 'Co-Applicant' ? 'Co-Applicant' : 'Borrower';
  return `Person ${index + 1} (${role})`;
}
