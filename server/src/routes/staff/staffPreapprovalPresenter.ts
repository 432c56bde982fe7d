import { orderedPropertyNames, schemaAtPath, valueAt, type FormDefinition, type LookupOptions } from 'engine';
import { displayValue, dollarsText } from 'server/application/fieldDisplay.ts';

/**
 * What a pre-approval's staff read beside its letter (issue 21): every answer of the wizard as it asked it, step by
 * step (personal values only masked), and the figures the amount rule used and found (docs/preapproval-amount.md).
 */

type Data = Record<string, unknown>;

/** One step's answers. */
export interface AnswerSection {
  title: string;
  answers: { label: string; value: string }[];
}

function uiAt(uiSchema: unknown, key: string): Data {
  let current = uiSchema;
  for (const segment of key.split('.')) {
    current = typeof current === 'object' && current !== null ? (current as Data)[segment] : undefined;
  }
  return typeof current === 'object' && current !== null ? (current as Data) : {};
}

/** The answers under an object of the record, in the form's order; nested objects name their section. */
function answersUnder(
  definition: FormDefinition,
  lookups: LookupOptions,
  data: Data,
  path: string,
  prefix: string,
  onFile: Record<string, string>,
): { label: string; value: string }[] {
  const schema = schemaAtPath(definition.schema, path);
  if (!schema?.properties) return [];
  const properties = schema.properties;
  return orderedPropertyNames(schema, uiAt(definition.uiSchema, path)).flatMap((name) => {
    const childPath = `${path}.${name}`;
    const child = properties[name];
    const label = child?.title ?? '';
    if (child?.type === 'object') {
      return answersUnder(definition, lookups, data, childPath, label ? `${label}: ` : prefix, onFile);
    }
    // The texts a choice keeps beside its value, and fields without a title, are not questions.
    if (!label) return [];
    const value = onFile[childPath] ?? displayValue(definition, lookups, childPath, valueAt(data, childPath));
    return value ? [{ label: `${prefix}${label}`, value }] : [];
  });
}

/** The wizard's answers, one section per step that asks something (steps are the definition's). */
export function answerSections(
  definition: FormDefinition,
  lookups: LookupOptions,
  data: Data,
  onFile: Record<string, string>,
): AnswerSection[] {
  return (definition.steps ?? []).flatMap((step) => {
    const answers = step.fields.flatMap((field) => answersUnder(definition, lookups, data, field, '', onFile));
    return answers.length > 0 ? [{ title: step.title, answers }] : [];
  });
}

const REFUSALS: Record<string, string> = {
  credit: 'Credit band below what the rule can approve',
  income: 'Income too low for the smallest loan',
  debts: 'Debts already above the back-end limit',
  minimum: 'Below the smallest loan offered',
  rate: 'No rate was published for the day',
};

const LIMITS: Record<string, string> = {
  dti: 'Debt-to-income limits',
  ltv: 'Loan-to-value limit',
  'loan-limit': 'Conforming loan limit',
};

const percent = (value: unknown) => (typeof value === 'number' ? `${value}%` : '');
const money = (value: unknown) => (typeof value === 'number' ? dollarsText(value) : '');

/** The rule's figures as labelled lines (input, then what it found), or null while the pre-approval is filled. */
export function figureLines(computation: Data | null): { label: string; value: string }[] | null {
  if (!computation) return null;
  const input = (computation.input ?? {}) as Data;
  const result = (computation.result ?? {}) as Data;
  const monthly = (result.monthly ?? {}) as Data;
  const lines: [string, string][] = [
    ['30-year fixed rate used', percent(input.ratePercent)],
    ['Rate effective on', typeof computation.rateEffective === 'string' ? computation.rateEffective : ''],
    ['Credit band', typeof input.creditBand === 'string' ? input.creditBand : ''],
    ['Yearly gross income (with co-borrower)', money(input.annualIncome)],
    ['Monthly debt payments', money(input.monthlyDebts)],
    ['Down payment', money(input.downPayment)],
    ['Property use', typeof input.propertyUse === 'string' ? input.propertyUse : ''],
    ['Approved amount', money(result.amount)],
    ['Price it buys', money(result.price)],
    ['Limited by', typeof result.limitedBy === 'string' ? (LIMITS[result.limitedBy] ?? result.limitedBy) : ''],
    ['Not approved because', typeof result.refusal === 'string' ? (REFUSALS[result.refusal] ?? result.refusal) : ''],
    ['Monthly principal and interest', money(monthly.principalAndInterest)],
    ['Monthly taxes and insurance', money(monthly.taxesAndInsurance)],
    ['Monthly mortgage insurance', money(monthly.mortgageInsurance)],
    ['Monthly housing payment', money(monthly.total)],
  ];
  return lines.filter(([, value]) => value !== '').map(([label, value]) => ({ label, value }));
}
