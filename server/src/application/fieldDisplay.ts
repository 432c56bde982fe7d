import { messageKeyOf, schemaAtPath, valueAt, type FormDefinition, type LookupOptions } from 'engine';

/**
 * How a stored value reads on paper: a lookup-bound field shows its option's label, a choice its `ui:enumNames`
 * label, yes/no answers Yes or No, money as dollars. The application's PDF reads every value through here, so
 * it says what the form said.
 */

type Data = Record<string, unknown>;

function uiAt(definition: Pick<FormDefinition, 'uiSchema'>, key: string): Data | undefined {
  let current: unknown = definition.uiSchema;
  for (const segment of key.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Data)[segment === '*' ? 'items' : segment];
  }
  return typeof current === 'object' && current !== null ? (current as Data) : undefined;
}

/** Dollars with cents when it has them: $320,000 or $1,234.50. */
export function dollarsText(amount: number): string {
  const cents = Math.round(amount * 100) % 100 !== 0;
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
}

/** The value at a data path as it reads on paper ('' when there is none). */
export function displayValue(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema' | 'lookups'>,
  lookups: LookupOptions,
  path: string,
  value: unknown,
): string {
  if (value === undefined || value === null || value === '') return '';
  const key = messageKeyOf(path);
  const type = definition.lookups[key];
  if (type !== undefined && typeof value === 'string') {
    return lookups.get(type)?.find((option) => option.value === value)?.text ?? value;
  }
  const schema = schemaAtPath(definition.schema, key);
  if (schema?.enum) {
    const names = uiAt(definition, key)?.['ui:enumNames'];
    const index = schema.enum.findIndex((option) => option === value);
    if (Array.isArray(names) && index !== -1 && typeof names[index] === 'string') return names[index] as string;
  }
  if (value === true || value === 'true') return 'Yes';
  if (value === false || value === 'false') return 'No';
  if (schema?.format === 'money' && typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) {
    return dollarsText(Number(value));
  }
  if (Array.isArray(value)) return value.map(String).join(', ');
  return typeof value === 'object' ? '' : String(value);
}

/** A reader of one stage's values: a field's value and how it reads, by its path in the stage. */
export interface StageReader {
  value(path: string): unknown;
  shown(path: string): string;
}

/** A reader over one stage's opened values, with its definition and lookup options. */
export function stageReader(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema' | 'lookups'> | undefined,
  lookups: LookupOptions,
  data: unknown,
): StageReader {
  return {
    value: (path) => valueAt(data, path),
    shown: (path) => (definition ? displayValue(definition, lookups, path, valueAt(data, path)) : ''),
  };
}
