import type { StageKey } from 'common';
import { isTruthy, valueAt, type ApplicantType } from 'engine';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import preapprovalPrefill from 'forms/manifests/preapproval-prefill.json' with { type: 'json' };

/**
 * What a pre-approval already answers of the 1003 (issue 21, point 7): one table says where each answer of the
 * wizard (forms/preapproval) goes in a stage (forms/application-stage<N>) and how its value is written there, and
 * one function applies it. The application started from the pre-approval keeps the result as its prefill
 * (applicationStart.ts); the stage pages show it, marked as coming from the pre-approval, until the borrower saves.
 */

type Data = Record<string, unknown>;

/** How an answer of the pre-approval becomes a stage's value. */
export type PrefillConversion =
  /** As it is (text, a Yes/No, an officer's id). */
  | 'same'
  /** An amount of money, left out when it is zero. */
  | 'money'
  /** A yearly amount as a monthly one, left out when it is zero. */
  | 'monthly'
  /**
   * Amounts added up, left out when the first is zero (the pre-approved loan and the down payment: the price the
   * letter supports, none when nothing was approved).
   */
  | 'sum'
  /** The wizard's mortgage choice (1–5) as MISMO's MortgageType; 'Not sure yet' fills nothing. */
  | 'mortgageType'
  /** The wizard's use of the property (1–3) as MISMO's PropertyUsageType. */
  | 'occupancy'
  /** The wizard's property type (1–4) as the lender's property type list (lookup 22). */
  | 'propertyType'
  /** The state whose officers stage 1 lists: the property's, when the chosen officer is licensed there, else theirs. */
  | 'officerState';

/** One answer the URLA asks that the pre-approval already holds. */
export interface PrefillMapping {
  stage: StageKey;
  /** On a per-applicant stage, whose entry it fills: the Applicant (mapid 1) or the Co-Borrower (mapid 2). */
  person?: number;
  /** Where it goes: a data path in the stage's value (in the person's entry on a per-applicant stage). */
  to: string;
  /** Where it comes from: paths of the pre-approval's record (`approval.amount` is the approved amount). */
  from?: string | readonly string[];
  /** A value of its own instead (the wizard is for a purchase). */
  value?: unknown;
  as?: PrefillConversion;
  /** Only when this answer of the pre-approval is Yes (the co-borrower's, the officer's). */
  when?: string;
  /** Set with it and not marked (the kind of row an amount opens). */
  along?: Readonly<Record<string, unknown>>;
}

const CONVERSIONS: ReadonlySet<string> = new Set<PrefillConversion>([
  'same',
  'money',
  'monthly',
  'sum',
  'mortgageType',
  'occupancy',
  'propertyType',
  'officerState',
]);

/**
 * What does not hold in the table (checked at start-up with the manifests): a stage the application's manifest
 * lacks, a person of no role, a conversion this module does not make, a mapping with neither a source nor a value.
 */
export function prefillTableProblems(stageKeys: ReadonlySet<string>, mappings: readonly unknown[]): string[] {
  return mappings.flatMap((raw, index) => {
    const mapping = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<StoredMapping>;
    const at = `preapproval-prefill.json mappings.${index}`;
    const problems: string[] = [];
    if (!stageKeys.has(String(mapping.stage))) problems.push(`${at}.stage: "${String(mapping.stage)}" is no stage`);
    if (typeof mapping.to !== 'string' || mapping.to === '') problems.push(`${at}.to: a path is required`);
    if (mapping.person !== undefined && !['Applicant', 'CoBorrower', 'Co-Applicant'].includes(mapping.person)) {
      problems.push(`${at}.person: "${String(mapping.person)}" is no role`);
    }
    if (mapping.as !== undefined && !CONVERSIONS.has(mapping.as)) problems.push(`${at}.as: "${mapping.as}" is unknown`);
    if (mapping.from === undefined && mapping.value === undefined) problems.push(`${at}: needs from or value`);
    return problems;
  });
}

/** The table's mappings as stored, for the start-up check. */
export const STORED_PREFILL_MAPPINGS: readonly unknown[] = preapprovalPrefill.mappings;

/** The table as forms/manifests/preapproval-prefill.json keeps it: whose entry by role, not by mapid. */
type StoredMapping = Omit<PrefillMapping, 'person'> & { person?: ApplicantType };

/**
 * Where the pre-approval's answers go in the 1003 (forms/manifests/preapproval-prefill.json, data beside the
 * application's manifest; paths of the stages' definitions version 1), each person's entry by the people model's
 * mapid.
 */
export const PREAPPROVAL_TO_URLA: readonly PrefillMapping[] = (
  preapprovalPrefill.mappings as readonly StoredMapping[]
).map(({ person, ...mapping }) =>
  person === undefined ? mapping : { ...mapping, person: APPLICATION_PEOPLE.mapidOf(person) },
);

const MORTGAGE_TYPES: Readonly<Record<string, string>> = {
  1: 'Conventional',
  2: 'FHA',
  3: 'VA',
  4: 'USDARuralDevelopment',
};
const OCCUPANCIES: Readonly<Record<string, string>> = { 1: 'PrimaryResidence', 2: 'SecondHome', 3: 'Investment' };
const PROPERTY_TYPES: Readonly<Record<string, string>> = {
  1: 'SingleFamily',
  2: 'Townhouse',
  3: 'Condominium',
  4: 'TwoToFourUnits',
};

/** What the table reads: the pre-approval's record (personal values opened), its amount, the officer's states. */
export interface PrefillSource {
  record: Data;
  /** The approved amount (0 when the rule could not approve). */
  amount: number;
  /** The states the chosen officer is licensed in (none without an officer). */
  officerStates: readonly string[];
}

/** What a pre-approval fills of one stage: its value, and the paths of the values marked as coming from it. */
export interface PrefilledStage {
  value: Data;
  paths: string[];
}

const amountOf = (value: unknown): number | undefined => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[,$\s]/g, '')) : NaN;
  return Number.isFinite(number) ? number : undefined;
};

/** An amount as the stages write money: digits, a point and cents only when there are cents. */
const moneyText = (amount: number) => String(Math.round(amount * 100) / 100);

function converted(mapping: PrefillMapping, values: unknown[], source: PrefillSource): unknown {
  const [first] = values;
  switch (mapping.as ?? 'same') {
    case 'same':
      return first;
    case 'money': {
      const amount = amountOf(first);
      return amount ? moneyText(amount) : undefined;
    }
    case 'monthly': {
      const amount = amountOf(first);
      return amount ? moneyText(amount / 12) : undefined;
    }
    case 'sum': {
      const amounts = values.map(amountOf);
      return amounts[0] && amounts.every((amount) => amount !== undefined)
        ? moneyText(amounts.reduce<number>((total, amount) => total + (amount ?? 0), 0))
        : undefined;
    }
    case 'mortgageType':
      return MORTGAGE_TYPES[String(first)];
    case 'occupancy':
      return OCCUPANCIES[String(first)];
    case 'propertyType':
      return PROPERTY_TYPES[String(first)];
    case 'officerState':
      return typeof first === 'string' && source.officerStates.includes(first)
        ? first
        : (source.officerStates[0] ?? first);
  }
}

const isAnswer = (value: unknown) => value !== undefined && value !== null && value !== '';

function withValue(data: Data, path: string, value: unknown): Data {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...data, [head]: value };
  const child = data[head];
  if (/^\d+$/.test(rest[0] as string)) {
    const rows = Array.isArray(child) ? [...(child as Data[])] : [];
    const index = Number(rest[0]);
    rows[index] = withValue(rows[index] ?? {}, rest.slice(1).join('.'), value);
    return { ...data, [head]: rows };
  }
  const object = typeof child === 'object' && child !== null && !Array.isArray(child) ? (child as Data) : {};
  return { ...data, [head]: withValue(object, rest.join('.'), value) };
}

/** The place of a person's entry in a per-applicant stage's prefill (added at the end on first use). */
function entryPath(stage: Data, person: number): { stage: Data; prefix: string } {
  const entries = Array.isArray(stage.applications) ? [...(stage.applications as Data[])] : [];
  let index = entries.findIndex((entry) => entry.mapid === person);
  if (index < 0) index = entries.push({ mapid: person }) - 1;
  return { stage: { ...stage, applications: entries }, prefix: `applications.${index}.` };
}

/**
 * What the pre-approval fills of each stage, by the table: a mapping whose answer is missing (or zero, or 'Not sure
 * yet') fills nothing. Paths of entries name them by their place in the prefill's `applications`.
 */
export function prefillFromPreapproval(source: PrefillSource): Partial<Record<StageKey, PrefilledStage>> {
  const read = { ...source.record, approval: { amount: source.amount } };
  const stages: Partial<Record<StageKey, PrefilledStage>> = {};
  for (const mapping of PREAPPROVAL_TO_URLA) {
    if (mapping.when !== undefined && !isTruthy(valueAt(read, mapping.when))) continue;
    const from = mapping.from === undefined ? [] : typeof mapping.from === 'string' ? [mapping.from] : mapping.from;
    const value =
      mapping.from === undefined
        ? mapping.value
        : converted(
            mapping,
            from.map((path) => valueAt(read, path)),
            source,
          );
    if (!isAnswer(value)) continue;
    let stage = stages[mapping.stage]?.value ?? {};
    const paths = stages[mapping.stage]?.paths ?? [];
    let prefix = '';
    if (mapping.person !== undefined) ({ stage, prefix } = entryPath(stage, mapping.person));
    for (const [path, along] of Object.entries(mapping.along ?? {})) stage = withValue(stage, prefix + path, along);
    stage = withValue(stage, prefix + mapping.to, value);
    stages[mapping.stage] = { value: stage, paths: [...paths, prefix + mapping.to] };
  }
  return stages;
}
