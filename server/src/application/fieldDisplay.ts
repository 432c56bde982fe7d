import {
  layoutOf,
  messageKeyOf,
  orderedPropertyNames,
  schemaAtPath,
  valueAt,
  type FormDefinition,
  type LaidOutField,
  type LookupOptions,
} from 'engine';

/**
 * How a stored value reads on paper: a lookup-bound field shows its option's label, a choice its `ui:enumNames`
 * label, yes/no answers Yes or No, money as dollars; and what a field is called: its title in the definition. The
 * application's PDF reads every value and label through here, so it says what the form said on the version a record
 * was filled on.
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

/** The title the definition asks the field at a data path by (its `ui:title`, else its schema's), or ''. */
export function titleAt(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>, path: string): string {
  const key = messageKeyOf(path);
  const hinted = uiAt(definition, key)?.['ui:title'];
  if (typeof hinted === 'string' && hinted.trim()) return hinted;
  return schemaAtPath(definition.schema, key)?.title ?? '';
}

/** A stage's heading as its page shows it: its first step's title, else the definition's. */
export function stageTitleOf(definition: Pick<FormDefinition, 'title' | 'steps'>): string {
  return definition.steps?.[0]?.title ?? definition.title;
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

/** A question as it reads on paper: its title and the answers given in it. */
export interface AnsweredQuestion {
  label: string;
  value: string;
}

/**
 * The questions of the object at `path` (a data path of `data`) as they read on paper, arranged by the layout hints
 * of the definition's own version (engine/src/fieldLayout.ts): one per question (its title) or field on its own (its
 * title), whose value is the answers given: a ticked flag's title (a flag on its own: Yes or No), a choice's label,
 * a text as written, each followed by what is answered under it in brackets ('Asian (Chinese, Other Asian (Hmong))').
 */
export function answeredQuestions(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema' | 'lookups'>,
  lookups: LookupOptions,
  data: unknown,
  path: string,
): AnsweredQuestion[] {
  const key = messageKeyOf(path);
  const schema = schemaAtPath(definition.schema, key);
  if (!schema?.properties) return [];
  const properties = schema.properties;
  const ui = uiAt(definition, key) ?? {};
  const names = orderedPropertyNames(schema, ui);
  const answers = valueAt(data, path);
  const holder = typeof answers === 'object' && answers !== null ? (answers as Data) : {};
  const labelOf = (name: string) => titleAt(definition, `${key}.${name}`) || name;
  // `alone`: the field is a question of its own, so a flag says Yes or No beside its title instead of repeating it.
  const answered = (field: LaidOutField, alone = false): string[] => {
    const value = holder[field.name];
    const flag = properties[field.name]?.type === 'boolean';
    const ticked = value === true || value === 'true';
    const given =
      flag && !alone
        ? ticked
          ? labelOf(field.name)
          : ''
        : displayValue(definition, lookups, `${path}.${field.name}`, value).trim();
    const under = field.nested
      .filter((block) => (block.option === undefined ? (flag ? ticked : given !== '') : block.option === value))
      .flatMap((block) => block.fields.flatMap((nested) => answered(nested)));
    if (!given) return under;
    return [under.length > 0 ? `${given} (${under.join(', ')})` : given];
  };
  return layoutOf(names, ui).map((item) =>
    item.kind === 'group'
      ? { label: item.group.title, value: item.fields.flatMap((field) => answered(field)).join(', ') }
      : { label: labelOf(item.name), value: answered(item, true).join(', ') },
  );
}

/**
 * What a stage the URLA layout does not know holds at `path` (an entry, or '' for the whole stage), as the page asks
 * it: its questions by the definition's titles and layout (answeredQuestions), the fields a page keeps hidden (the
 * entry's bookkeeping) left out.
 */
export function shownAnswers(
  definition: Pick<FormDefinition, 'schema' | 'uiSchema' | 'lookups'>,
  lookups: LookupOptions,
  data: unknown,
  path: string,
): AnsweredQuestion[] {
  if (path === '') {
    // The whole stage: each of its parts in turn, as if each were an entry of its own.
    const names = Object.keys(definition.schema.properties ?? {});
    return names.flatMap((name) => {
      const field = definition.schema.properties?.[name];
      if (uiAt(definition, name)?.['ui:widget'] === 'hidden') return [];
      if (field?.type === 'object') return shownAnswers(definition, lookups, data, name);
      const value = displayValue(definition, lookups, name, valueAt(data, name)).trim();
      return value ? [{ label: titleAt(definition, name) || name, value }] : [];
    });
  }
  const key = messageKeyOf(path);
  const properties = schemaAtPath(definition.schema, key)?.properties ?? {};
  const hidden = new Set(
    Object.keys(properties)
      .filter((name) => uiAt(definition, `${key}.${name}`)?.['ui:widget'] === 'hidden')
      .map((name) => titleAt(definition, `${key}.${name}`) || name),
  );
  return answeredQuestions(definition, lookups, data, path).filter((answer) => !hidden.has(answer.label));
}
