import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rowsOf, schemaAtPath } from 'engine';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { buildMismoFile } from 'server/export/mismoExport.ts';
import { MISMO_MAPPING } from 'server/export/mismoMapping.ts';
import { applicationRecordFixture, stageFixture } from 'server/testing/applications.ts';
import {
  currentDefinition,
  fieldsReadFrom,
  FIELDS_READ_BY_PRODUCT,
  lookedUpReads,
  MISMO_KEYS_NOT_FROM_FORMS,
  MISMO_SCOPE_SOURCES,
  READ_GROUPS,
  READERS,
} from './fieldsReadByProduct.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const declared = (formId: string, fieldPath: string) => {
  const definition = currentDefinition(formId);
  return definition ? schemaAtPath(definition.schema, fieldPath) : undefined;
};

const joined = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

describe('the fields the product reads (the registry)', () => {
  it('names only fields the current definitions in forms/ declare, with a type their readers accept', () => {
    expect(FIELDS_READ_BY_PRODUCT.length).toBeGreaterThan(300);
    const wrong = FIELDS_READ_BY_PRODUCT.flatMap((read) => {
      const field = declared(read.formId, read.path);
      if (!field) return [`${read.formId} ${read.path}: missing`];
      if (read.types && !(read.types as string[]).includes(field.type ?? ''))
        return [`${read.formId} ${read.path}: ${field.type} is not one of ${read.types.join(', ')}`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('finds every key of the MISMO mapping in one of the places the export reads its scope from', () => {
    // The originating company is the lender's own details, no form's.
    const fromForms = MISMO_MAPPING.filter((field) => field.scope !== 'loanOriginationCompany');
    const lost = fromForms.flatMap((field) =>
      [field.from, field.plus]
        .filter((key): key is string => key !== undefined && !MISMO_KEYS_NOT_FROM_FORMS.has(key))
        .filter(
          (key) =>
            !MISMO_SCOPE_SOURCES[field.scope].some((source) => declared(source.formId, joined(source.prefix, key))),
        )
        .map((key) => `${field.scope}: ${key}`),
    );
    expect(lost).toEqual([]);
  });

  it('finds every key of each hand-kept group in one of its places, and in the code of its reader', () => {
    const problems = READ_GROUPS.flatMap((group) => {
      const code = readFileSync(path.join(repoRoot, group.file), 'utf8');
      return group.keys.flatMap((key) => [
        ...(group.sources.some((source) => declared(source.formId, joined(source.prefix, key)))
          ? []
          : [`${group.reader}: ${key} is in none of its places`]),
        ...(new RegExp(`\\b${key}\\b`).test(code) ? [] : [`${group.reader}: ${group.file} never names ${key}`]),
        ...group.sources
          .map((source) =>
            source.prefix
              .split('.')
              .filter((part) => part !== '*')
              .at(-1),
          )
          .filter((part): part is string => part !== undefined && !new RegExp(`\\b${part}\\b`).test(code))
          .map((part) => `${group.reader}: ${group.file} never names ${part}`),
      ]);
    });
    expect(problems).toEqual([]);
  });

  it('keeps a looked-up key only where the current definition declares it', () => {
    const kept = new Set(FIELDS_READ_BY_PRODUCT.map((read) => `${read.formId} ${read.path}`));
    for (const read of lookedUpReads()) {
      expect(kept.has(`${read.formId} ${read.path}`)).toBe(declared(read.formId, read.path) !== undefined);
    }
  });

  it('merges the readers of one field and says who they are', () => {
    const amount = fieldsReadFrom('application-stage2').find(
      (read) => read.path === 'loanDetails.borrowerRequestedLoanAmount',
    );
    expect(amount?.readers).toEqual(
      expect.arrayContaining([READERS.mismo, READERS.pdf, READERS.loanRecord, READERS.prefill]),
    );
    expect(amount?.types).toEqual(['string']);
    expect(amount?.title).toBe(declared('application-stage2', 'loanDetails.borrowerRequestedLoanAmount')?.title);
    const people = fieldsReadFrom('application-stage1').find((read) => read.path === 'applicants.*.borrower.firstName');
    expect(people?.readers).toEqual(expect.arrayContaining([READERS.people, READERS.mismo]));
    expect(fieldsReadFrom('application-stage3').map((read) => read.path)).toEqual(
      expect.arrayContaining(['applications.*.mapid', 'applications.*.applicant.borrower']),
    );
    expect(fieldsReadFrom('preapproval').map((read) => read.path)).toEqual(
      expect.arrayContaining(['stage7.borrower.creditScore', 'stage2.propertyDownPayment']),
    );
    expect(fieldsReadFrom('subscribe')).toEqual([]);
  });
});

type Data = Record<string, unknown>;

/** The record without a field in any row (`applications.*.assets.*.holderName`). */
function without(data: unknown, fieldPath: string): unknown {
  const [head, ...rest] = fieldPath.split('.');
  if (head === undefined) return data;
  if (head === '*') return Array.isArray(data) ? data.map((row) => without(row, rest.join('.'))) : data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const copy: Data = { ...(data as Data) };
  if (rest.length === 0) delete copy[head];
  else if (head in copy) copy[head] = without(copy[head], rest.join('.'));
  return copy;
}

const answered = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== false;

const lenderFile = (data: Data, kind: 'full' | 'short') =>
  buildMismoFile({ data, kind, loanNumber: 'HO26000123', copy: 'lender', createdAt: new Date('2026-11-21T10:00:00Z') });

/**
 * Fields the lender file reads whose removal the fixture record cannot show, and why: another field gives the same
 * value or makes the same element.
 */
const SHADOWED: readonly (readonly [RegExp, string])[] = [
  [
    /^application-stage1 loanOfficerLicenseState$/,
    "the fixture's 'Florida' is no USPS code, which the file leaves out",
  ],
  [/^application-stage1 applicants\.\*\.coborrower\./, "stage 4 repeats the co-borrower's contact, and wins"],
  [
    /^application-stage4 coborrower\.(firstName|lastName|emailAddressText|mobilePhone|workPhone)$/,
    'stage 1 names the co-borrower too',
  ],
  [/\.militaryService\.borrower\.activeDuty$/, 'the completion date makes the same MILITARY_SERVICE'],
  [
    /\.hmda(EthnicityOtherHispanicLatino|OtherAsian|OtherPacificIslander)Indicator$/,
    'the description makes the same element',
  ],
  [/\.hmda(AmericanIndian|Asian|PacificIslander)Indicator$/, 'a designation or tribe makes the same HMDA_RACE'],
];

describe('the lender file really reads what the registry says it reads', () => {
  const stageKeys = new Map(APPLICATION_MANIFEST.stages.map((stage) => [stage.formId, stage.key]));
  const record = applicationRecordFixture();
  const full = lenderFile(record, 'full');
  const reads = FIELDS_READ_BY_PRODUCT.filter(
    (read) => read.readers.includes(READERS.mismo) && stageKeys.has(read.formId) && read.types?.[0] !== 'object',
  );
  // Only what the fixture answers can change the file when it is taken away.
  const answeredReads = reads.filter((read) =>
    rowsOf(record[stageKeys.get(read.formId) as string], read.path).some((row) => answered(row.value)),
  );

  it('has answers in the fixture record for most of what it registers', () => {
    expect(answeredReads.length).toBeGreaterThan(reads.length / 2);
  });

  it('changes when any of them is taken away', () => {
    const unchanged = answeredReads
      .filter((read) => {
        const key = stageKeys.get(read.formId) as string;
        return lenderFile({ ...record, [key]: without(record[key], read.path) }, 'full') === full;
      })
      .map((read) => `${read.formId} ${read.path}`);
    expect(unchanged.filter((name) => !SHADOWED.some(([pattern]) => pattern.test(name)))).toEqual([]);
    // Every exception is still needed: a stale one would hide a field the file stopped reading.
    for (const [pattern] of SHADOWED) expect(unchanged.some((name) => pattern.test(name))).toBe(true);
  });

  it('reads the short application’s loan from its own fields', () => {
    const short = stageFixture('application-short', 1);
    const before = lenderFile(short, 'short');
    expect(lenderFile(without(short, 'loanDetails.loanPurposeType') as Data, 'short')).not.toBe(before);
    expect(
      fieldsReadFrom('application-short').find((read) => read.path === 'loanDetails.loanPurposeType')?.readers,
    ).toContain(READERS.mismo);
  });
});
