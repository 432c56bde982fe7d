/**
 * The keystroke bench's forms: a stage-5-like view of one person (10 asset rows, 10 liability rows) and a whole
 * 6-person record of the same shape shown at once, as a preview or a compliance reviewer sees it, each with
 * realistic data. A row has the 4 controls of its URLA section (2a: account type, financial institution, account
 * number, cash or market value; 2c: account type, company name, account number, monthly payment), so a person has
 * 80 controls (20 selects, 60 text or money inputs) and the record 480. Both are real definitions (the engine's
 * meta-check accepts them) so the bench precompiles their validators with forms/generateValidators.ts, as the
 * product does.
 */
import { type FormDefinition, type JsonSchema, type UiSchema, FORMAT_MAX_LENGTH } from 'engine';
import { LOOKUP_LISTS, type LookupOption } from 'server/lookups/lookupLists.ts';

/** Rows of each list per person, as in a full stage 5. */
export const ROWS_PER_LIST = 10;
/** People on the whole record (a borrower and five co-borrowers). */
export const PEOPLE = 6;

function lookup(name: string): readonly LookupOption[] {
  const list = LOOKUP_LISTS.find((candidate) => candidate.name === name);
  if (!list) throw new Error(`No lookup list named ${name}`);
  return list.options;
}

/** URLA 2a account types and 2c liability types. */
const ASSET_TYPES = lookup('assets');
const LIABILITY_TYPES = lookup('liabilities');

const money = (title: string): JsonSchema => ({
  type: 'string',
  title,
  format: 'money',
  maxLength: FORMAT_MAX_LENGTH.money,
});
const choice = (title: string, options: readonly LookupOption[]): JsonSchema => ({
  type: 'string',
  title,
  enum: options.map((option) => option.value),
});

const ASSET_ROW: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['assetType', 'holderName', 'cashOrMarketValue'],
  properties: {
    assetType: choice('Account type', ASSET_TYPES),
    holderName: { type: 'string', title: 'Financial institution', maxLength: 100 },
    accountIdentifier: { type: 'string', title: 'Account number', maxLength: 30 },
    cashOrMarketValue: money('Cash or market value'),
  },
};

const LIABILITY_ROW: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['liabilityType', 'holderName', 'monthlyPaymentAmount'],
  properties: {
    liabilityType: choice('Account type', LIABILITY_TYPES),
    holderName: { type: 'string', title: 'Company name', maxLength: 100 },
    accountIdentifier: { type: 'string', title: 'Account number', maxLength: 30 },
    monthlyPaymentAmount: money('Monthly payment'),
  },
};

const PERSON_PROPERTIES: Record<string, JsonSchema> = {
  assets: { type: 'array', title: 'Bank accounts, retirement, and other accounts', items: ASSET_ROW },
  liabilities: { type: 'array', title: 'Liabilities', items: LIABILITY_ROW },
};

const PERSON_UI: UiSchema = {
  'ui:order': ['assets', 'liabilities'],
  assets: {
    'ui:options': { orderable: false },
    items: {
      'ui:order': ['assetType', 'holderName', 'accountIdentifier', 'cashOrMarketValue'],
      assetType: { 'ui:enumNames': ASSET_TYPES.map((option) => option.text) },
    },
  },
  liabilities: {
    'ui:options': { orderable: false },
    items: {
      'ui:order': ['liabilityType', 'holderName', 'accountIdentifier', 'monthlyPaymentAmount'],
      liabilityType: { 'ui:enumNames': LIABILITY_TYPES.map((option) => option.text) },
    },
  },
};

function personMessages(prefix: string): FormDefinition['messages'] {
  const at = (path: string) => `${prefix}${path}`;
  return {
    [at('assets.*.assetType')]: { required: 'Account type is required', invalid: 'Select an account type' },
    [at('assets.*.holderName')]: { required: 'Financial institution is required' },
    [at('assets.*.cashOrMarketValue')]: { required: 'Cash or market value is required' },
    [at('liabilities.*.liabilityType')]: { required: 'Account type is required', invalid: 'Select an account type' },
    [at('liabilities.*.holderName')]: { required: 'Company name is required' },
    [at('liabilities.*.monthlyPaymentAmount')]: { required: 'Monthly payment is required' },
  };
}

const SCHEMA_VERSION = 'http://json-schema.org/draft-07/schema#';

/** One person's assets and liabilities, as stage 5 shows them. */
export const PERSON_DEFINITION: FormDefinition = {
  id: 'bench-person',
  version: 1,
  title: 'Assets and liabilities',
  schema: { $schema: SCHEMA_VERSION, type: 'object', additionalProperties: false, properties: PERSON_PROPERTIES },
  uiSchema: PERSON_UI,
  lookups: {},
  messages: personMessages(''),
  rules: [],
};

/** The whole record: six people of the same shape, rendered at once. */
export const RECORD_DEFINITION: FormDefinition = {
  id: 'bench-record',
  version: 1,
  title: 'Assets and liabilities of every borrower',
  schema: {
    $schema: SCHEMA_VERSION,
    type: 'object',
    additionalProperties: false,
    properties: {
      applicants: {
        type: 'array',
        title: 'Borrowers',
        items: { type: 'object', additionalProperties: false, properties: PERSON_PROPERTIES },
      },
    },
  },
  uiSchema: { applicants: { 'ui:options': { orderable: false }, items: PERSON_UI } },
  lookups: {},
  messages: personMessages('applicants.*.'),
  rules: [],
};

/** Both bench definitions by id. */
export const BENCH_DEFINITIONS: Record<'person' | 'record', FormDefinition> = {
  person: PERSON_DEFINITION,
  record: RECORD_DEFINITION,
};

const INSTITUTIONS = [
  'Chase Bank',
  'Bank of America',
  'Wells Fargo',
  'Navy Federal Credit Union',
  'Fidelity Investments',
  'Charles Schwab',
  'Vanguard',
  'Regions Bank',
  'Truist',
  'USAA Federal Savings Bank',
];
const CREDITORS = [
  'Capital One',
  'Discover',
  'American Express',
  'Toyota Financial Services',
  'Nelnet',
  'Sallie Mae',
  'Ally Financial',
  'Synchrony Bank',
  'Citibank',
  'Ford Motor Credit',
];

/** A small deterministic generator, so every run measures the same data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Row = Record<string, string>;

function personData(random: () => number): { assets: Row[]; liabilities: Row[] } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const digits = (count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
  const amount = (max: number) => (random() * max).toFixed(2);
  const assets = Array.from({ length: ROWS_PER_LIST }, () => ({
    assetType: pick(ASSET_TYPES).value,
    holderName: pick(INSTITUTIONS),
    accountIdentifier: digits(10),
    cashOrMarketValue: amount(250_000),
  }));
  const liabilities = Array.from({ length: ROWS_PER_LIST }, () => ({
    liabilityType: pick(LIABILITY_TYPES).value,
    holderName: pick(CREDITORS),
    accountIdentifier: `XXXX${digits(4)}`,
    monthlyPaymentAmount: amount(900),
  }));
  return { assets, liabilities };
}

/** The filled data of each bench form (the same on every run). */
export function benchData(form: 'person' | 'record'): Record<string, unknown> {
  const random = seededRandom(20_240_605);
  if (form === 'person') return personData(random);
  return { applicants: Array.from({ length: PEOPLE }, () => personData(random)) };
}
