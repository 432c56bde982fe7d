import type {
  CrossFieldRule,
  FieldCondition,
  FieldMessages,
  FormDefinition,
  FormStep,
  JsonSchema,
  RuleCondition,
  RuleValue,
  UiSchema,
} from '../definition.ts';
import { ENGINE_FORMATS } from '../formats.ts';
import { fieldGroupsOf, nestUnderOf } from '../fieldLayout.ts';
import { messageKeyOf, orderedPropertyNames, rowPrefixOf, schemaAtPath, starCount } from '../paths.ts';
import { PERSONAL_FORMATS } from '../personalFields.ts';
import { fieldConditionsOf, PERSON_PLACEHOLDER } from '../rules.ts';
import { fieldKindNamed, widgetOfField } from './fieldKinds.ts';

/**
 * Edits of a form definition for the compliance studio's structured editor: pure functions that take a definition
 * and return a new one (the input is never changed, untouched parts keep their identity). An edit that would break
 * the definition (a minimum above the maximum, a key already used, an option other fields still test) throws a
 * DefinitionEditError whose message says why in plain words, so the editor can show it and keep what was typed.
 *
 * Field paths are message keys: dotted, with `*` for the rows of a list (`applications.*.applicant.email`).
 * Conditions are given and returned with whole paths of that kind; a field's shown-when condition is stored as the
 * engine reads it (beside the field, or from the root with '/').
 */

/** Why an edit was refused, in words the editor shows as they are. */
export class DefinitionEditError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DefinitionEditError';
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function segmentsOf(path: string): string[] {
  return path ? path.split('.') : [];
}

function join(prefix: string, name: string): string {
  return prefix ? `${prefix}.${name}` : name;
}

/** Whether `target` is the field at `path` or inside it (rows numbered or `*`). */
function covers(path: string, target: string): boolean {
  const key = messageKeyOf(target);
  return key === path || key.startsWith(`${path}.`);
}

function uiAt(ui: UiSchema, path: string): UiSchema {
  let node: unknown = ui;
  for (const segment of segmentsOf(path)) node = isRecord(node) ? node[segment === '*' ? 'items' : segment] : undefined;
  return isRecord(node) ? node : {};
}

function optionsOf(ui: unknown): Record<string, unknown> {
  const options = isRecord(ui) ? ui['ui:options'] : undefined;
  return isRecord(options) ? options : {};
}

/** A field's place: the object (or list rows) holding it and its own key. */
interface FieldPlace {
  parentPath: string;
  key: string;
  schema: JsonSchema;
  parent: JsonSchema;
}

function placeOf(definition: FormDefinition, path: string): FieldPlace {
  const segments = segmentsOf(path);
  const key = segments.pop();
  const parentPath = segments.join('.');
  const parent = schemaAtPath(definition.schema, parentPath);
  const schema = key && key !== '*' ? parent?.properties?.[key] : undefined;
  if (!key || !parent || !schema) throw new DefinitionEditError(`There is no field ${path} in this form.`);
  return { parentPath, key, schema, parent };
}

function titleAt(definition: FormDefinition, path: string): string {
  const schema = schemaAtPath(definition.schema, path);
  return (
    schema?.title?.trim() ||
    segmentsOf(path)
      .filter((s) => s !== '*')
      .pop() ||
    path
  );
}

/** The field's title with the titles of the groups and lists above it (`Residences › City`). */
export function fieldLabel(definition: FormDefinition, path: string): string {
  const segments = segmentsOf(path);
  const names: string[] = [];
  for (let i = 1; i <= segments.length; i += 1) {
    if (segments[i - 1] === '*') continue;
    names.push(titleAt(definition, segments.slice(0, i).join('.')));
  }
  return names.join(' › ');
}

function isScalar(schema: JsonSchema): boolean {
  return schema.type !== 'object' && schema.type !== 'array' && !schema.properties;
}

/** One choice of a field: the stored value and the label shown. */
export interface FieldOption {
  value: RuleValue;
  label: string;
}

function optionsOfField(schema: JsonSchema, ui: UiSchema): FieldOption[] | undefined {
  if (schema.type === 'boolean' && !schema.enum) {
    return [
      { value: true, label: 'Yes' },
      { value: false, label: 'No' },
    ];
  }
  if (!schema.enum) return undefined;
  const names = Array.isArray(ui['ui:enumNames']) ? (ui['ui:enumNames'] as unknown[]) : [];
  return schema.enum.flatMap((value, i) =>
    value === null ? [] : [{ value, label: typeof names[i] === 'string' ? (names[i] as string) : String(value) }],
  );
}

function stepOfPath(definition: FormDefinition, path: string): string | undefined {
  return (definition.steps ?? []).find((step) =>
    step.fields.some((field) => path === field || path.startsWith(`${field}.`)),
  )?.id;
}

/** One field of the tree: a question, or a group or list with its own fields. */
export interface FieldNode {
  path: string;
  key: string;
  title: string;
  /** The widget that draws it (see widgetOfField): `email`, `radio`, `group`, `list`, ... */
  kind: string;
  required: boolean;
  /** Required only while a condition holds (a `requiredWhen` rule). */
  requiredWhen: boolean;
  /** Shown only while a condition holds (`ui:options.showWhen`). */
  shownWhen: boolean;
  personal: boolean;
  /** The step that shows it, in a stepped form. */
  step?: string;
  children: FieldNode[];
}

/** A step of a stepped form with the fields it shows, in order. */
export interface StepNode {
  id: string;
  title: string;
  fields: FieldNode[];
  /** A step that shows something of the page's own instead of fields (`display`). */
  display?: string;
}

/** A form as a tree: its steps and their fields, and the fields no step shows (every field of a form without steps). */
export interface FieldTree {
  steps: StepNode[];
  unplaced: FieldNode[];
}

function isPersonal(schema: JsonSchema, ui: UiSchema): boolean {
  if (schema.type !== 'string') return false;
  return (schema.format !== undefined && PERSONAL_FORMATS.includes(schema.format)) || optionsOf(ui).personal === true;
}

function nodeOf(definition: FormDefinition, path: string, requiredWhen: Set<string>): FieldNode {
  const { key, schema, parent } = placeOf(definition, path);
  const ui = uiAt(definition.uiSchema, path);
  const step = stepOfPath(definition, path);
  const childParent = schema.type === 'array' ? schema.items : schema;
  const childPrefix = schema.type === 'array' ? `${path}.*` : path;
  const childUi = schema.type === 'array' ? uiAt(ui, '*') : ui;
  const children = childParent?.properties && schema.type !== 'array' ? orderedPropertyNames(childParent, childUi) : [];
  const rowChildren =
    schema.type === 'array' && childParent?.properties ? orderedPropertyNames(childParent, childUi) : [];
  return {
    path,
    key,
    title: titleAt(definition, path),
    kind: widgetOfField(schema, ui),
    required: (parent.required ?? []).includes(key),
    requiredWhen: requiredWhen.has(path),
    shownWhen: optionsOf(ui).showWhen !== undefined,
    personal: isPersonal(schema, ui),
    ...(step ? { step } : {}),
    children: [...children, ...rowChildren].map((name) => nodeOf(definition, join(childPrefix, name), requiredWhen)),
  };
}

/**
 * The form as the editor's tree: steps with their fields (for a form without steps, the fields in display order),
 * each group or list with its own fields.
 */
export function fieldTree(definition: FormDefinition): FieldTree {
  const requiredWhen = new Set(
    definition.rules.flatMap((rule) => (rule.kind === 'requiredWhen' ? [messageKeyOf(rule.path)] : [])),
  );
  const known = (path: string) => schemaAtPath(definition.schema, path) !== undefined && path !== '';
  const steps = (definition.steps ?? []).map((step) => ({
    id: step.id,
    title: step.title,
    ...(step.display ? { display: step.display } : {}),
    fields: step.fields
      .map(messageKeyOf)
      .filter(known)
      .map((path) => nodeOf(definition, path, requiredWhen)),
  }));
  const unplaced = orderedPropertyNames(definition.schema, definition.uiSchema)
    .filter((name) => !stepOfPath(definition, name))
    .map((name) => nodeOf(definition, name, requiredWhen));
  return { steps, unplaced };
}

/** Every field path of the tree, depth first in display order (what keyboard navigation walks). */
export function treePaths(tree: FieldTree): string[] {
  const walk = (nodes: FieldNode[]): string[] => nodes.flatMap((node) => [node.path, ...walk(node.children)]);
  return [...tree.steps.flatMap((step) => walk(step.fields)), ...walk(tree.unplaced)];
}

/** Everything the field panel shows and edits for one field. */
export interface FieldSettings {
  path: string;
  key: string;
  parentPath: string;
  /** The title with the titles above it. */
  label: string;
  title: string;
  description: string;
  placeholder: string;
  kind: string;
  type: JsonSchema['type'];
  /** A question (not a group or list of fields). */
  scalar: boolean;
  required: boolean;
  /** The condition of its `requiredWhen` rule, with whole paths. */
  requiredWhen?: RuleCondition;
  /** The condition of its `ui:options.showWhen`, with whole paths. */
  shownWhen?: RuleCondition;
  messages: FieldMessages;
  /** The rule keywords a message can be worded for, given what the field checks. */
  messageKeywords: string[];
  /** The field's fixed choices (a flag's Yes and No), if it has any. */
  options?: FieldOption[];
  /** The field's own list of options may be edited (a string field bound to no lookup). */
  optionsEditable: boolean;
  /** The lookup list type the field is bound to. */
  lookup?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  personal: boolean;
  /** Personal because of its format (an SSN, a date of birth): the flag cannot be cleared. */
  personalByFormat: boolean;
  step?: string;
}

/** What the field panel shows for the field at `path` (a DefinitionEditError when there is none). */
export function fieldSettings(definition: FormDefinition, path: string): FieldSettings {
  const { parentPath, key, schema, parent } = placeOf(definition, path);
  const ui = uiAt(definition.uiSchema, path);
  const rule = definition.rules.find(
    (candidate): candidate is Extract<CrossFieldRule, { kind: 'requiredWhen' }> =>
      candidate.kind === 'requiredWhen' && messageKeyOf(candidate.path) === path,
  );
  const showWhen = optionsOf(ui).showWhen;
  const lookup = definition.lookups[path];
  const required = (parent.required ?? []).includes(key);
  const messages = definition.messages[path] ?? {};
  const keywords = new Set(Object.keys(messages));
  if (required || rule) keywords.add('required');
  keywords.add('invalid');
  for (const keyword of ['format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum'] as const) {
    if (schema[keyword] !== undefined) keywords.add(keyword);
  }
  if (schema.enum) keywords.add('enum');
  if (lookup !== undefined) keywords.add('lookup');
  const options = optionsOfField(schema, ui);
  const step = stepOfPath(definition, path);
  const personalByFormat = schema.format !== undefined && PERSONAL_FORMATS.includes(schema.format);
  return {
    path,
    key,
    parentPath,
    label: fieldLabel(definition, path),
    title: schema.title ?? '',
    description: schema.description ?? '',
    placeholder: typeof ui['ui:placeholder'] === 'string' ? ui['ui:placeholder'] : '',
    kind: widgetOfField(schema, ui),
    type: schema.type,
    scalar: isScalar(schema),
    required,
    ...(rule ? { requiredWhen: rule.when } : {}),
    ...(isRecord(showWhen) ? { shownWhen: shownWhenToWhole(showWhen as RuleCondition, parentPath) } : {}),
    messages,
    messageKeywords: [...keywords],
    ...(options ? { options } : {}),
    optionsEditable: schema.type === 'string' && lookup === undefined,
    ...(lookup !== undefined ? { lookup } : {}),
    ...(schema.minLength !== undefined ? { minLength: schema.minLength } : {}),
    ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
    ...(schema.minimum !== undefined ? { minimum: schema.minimum } : {}),
    ...(schema.maximum !== undefined ? { maximum: schema.maximum } : {}),
    ...(schema.format !== undefined ? { format: schema.format } : {}),
    ...(schema.pattern !== undefined ? { pattern: schema.pattern } : {}),
    personal: isPersonal(schema, ui),
    personalByFormat,
    ...(step ? { step } : {}),
  };
}

/** A field a condition may test: its whole path, label and, for a choice or a flag, its options. */
export interface ConditionChoice {
  path: string;
  label: string;
  options?: FieldOption[];
}

/**
 * The fields a condition of the field at `path` may test: every other question of the form in the same row (a
 * field of the same list row, or outside any list the field is in).
 */
export function conditionChoices(definition: FormDefinition, path: string): ConditionChoice[] {
  const found: ConditionChoice[] = [];
  const walk = (schema: JsonSchema, prefix: string) => {
    for (const name of orderedPropertyNames(schema, uiAt(definition.uiSchema, prefix))) {
      const child = schema.properties?.[name] ?? {};
      const childPath = join(prefix, name);
      if (child.type === 'array' && child.items) walk(child.items, `${childPath}.*`);
      else if (child.properties) walk(child, childPath);
      else if (childPath !== path && inSameRow(childPath, path)) {
        const options = optionsOfField(child, uiAt(definition.uiSchema, childPath));
        found.push({ path: childPath, label: fieldLabel(definition, childPath), ...(options ? { options } : {}) });
      }
    }
  };
  walk(definition.schema, '');
  return found;
}

// A condition's field is read in the same rows as the field it guards: its lists are among that field's lists.
function inSameRow(tested: string, field: string): boolean {
  const n = starCount(tested);
  return n <= starCount(field) && rowPrefixOf(tested, n) === rowPrefixOf(field, n);
}

// ---------------------------------------------------------------------------------------------------------------
// Copying along a path

function withSchemaAt(schema: JsonSchema, segments: string[], change: (node: JsonSchema) => JsonSchema): JsonSchema {
  const [head, ...rest] = segments;
  if (head === undefined) return change(schema);
  if (head === '*') {
    if (!schema.items) throw new DefinitionEditError('That field is not in this form.');
    return { ...schema, items: withSchemaAt(schema.items, rest, change) };
  }
  const child = schema.properties?.[head];
  if (!child) throw new DefinitionEditError('That field is not in this form.');
  return { ...schema, properties: { ...schema.properties, [head]: withSchemaAt(child, rest, change) } };
}

function withUiAt(ui: UiSchema, segments: string[], change: (node: UiSchema) => UiSchema): UiSchema {
  const [head, ...rest] = segments;
  if (head === undefined) return change(ui);
  const key = head === '*' ? 'items' : head;
  const child = isRecord(ui[key]) ? (ui[key] as UiSchema) : {};
  const next = withUiAt(child, rest, change);
  if (next === child && key in ui) return ui;
  if (Object.keys(next).length === 0) {
    if (!(key in ui)) return ui;
    const { [key]: _dropped, ...others } = ui;
    return others;
  }
  return { ...ui, [key]: next };
}

/** The field's own object with a key set, or removed when `value` is undefined. */
function assign<T extends object>(target: T, key: string, value: unknown): T {
  if (value === undefined) {
    if (!(key in target)) return target;
    const { [key]: _dropped, ...others } = target as Record<string, unknown>;
    return others as T;
  }
  return { ...target, [key]: value };
}

function withFieldSchema(definition: FormDefinition, path: string, change: (node: JsonSchema) => JsonSchema) {
  return { ...definition, schema: withSchemaAt(definition.schema, segmentsOf(path), change) };
}

function withFieldUi(definition: FormDefinition, path: string, change: (node: UiSchema) => UiSchema) {
  const uiSchema = withUiAt(definition.uiSchema, segmentsOf(path), change);
  return uiSchema === definition.uiSchema ? definition : { ...definition, uiSchema };
}

function withUiOption(ui: UiSchema, option: string, value: unknown): UiSchema {
  const options = assign(optionsOf(ui), option, value);
  return assign(ui, 'ui:options', Object.keys(options).length > 0 ? options : undefined);
}

function withMessages(definition: FormDefinition, path: string, messages: FieldMessages): FormDefinition {
  const cleaned = Object.fromEntries(Object.entries(messages).filter(([, text]) => text !== undefined));
  return {
    ...definition,
    messages: assign(definition.messages, path, Object.keys(cleaned).length ? cleaned : undefined),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Words and limits

function words(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Sets a field's title (its label); refuses an empty one. */
export function setFieldTitle(definition: FormDefinition, path: string, title: string): FormDefinition {
  placeOf(definition, path);
  const text = words(title);
  if (!text) throw new DefinitionEditError('A field needs a title.');
  return withFieldSchema(definition, path, (node) => ({ ...node, title: text }));
}

/** Sets a field's help text (its description); an empty text removes it. */
export function setFieldDescription(definition: FormDefinition, path: string, description: string): FormDefinition {
  placeOf(definition, path);
  const text = description.trim();
  return withFieldSchema(definition, path, (node) => assign(node, 'description', text || undefined));
}

/** Sets the text shown in an empty field (`ui:placeholder`); an empty text removes it. */
export function setFieldPlaceholder(definition: FormDefinition, path: string, placeholder: string): FormDefinition {
  placeOf(definition, path);
  const text = words(placeholder);
  return withFieldUi(definition, path, (ui) => assign(ui, 'ui:placeholder', text || undefined));
}

/** Limits of a field's answer; a key given as undefined removes that limit, a key left out keeps it. */
export interface FieldLimits {
  minLength?: number | undefined;
  maxLength?: number | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
}

/** Sets the length limits of a text field or the range of a number; refuses a minimum above its maximum. */
export function setFieldLimits(definition: FormDefinition, path: string, limits: FieldLimits): FormDefinition {
  const { schema } = placeOf(definition, path);
  const next: JsonSchema = { ...schema };
  for (const key of ['minLength', 'maxLength', 'minimum', 'maximum'] as const) {
    if (!(key in limits)) continue;
    const value = limits[key];
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  const lengths = next.minLength !== undefined || next.maxLength !== undefined;
  const range = next.minimum !== undefined || next.maximum !== undefined;
  if (lengths && next.type !== 'string' && (limits.minLength !== undefined || limits.maxLength !== undefined))
    throw new DefinitionEditError('Only a text field has a length.');
  if (
    range &&
    next.type !== 'number' &&
    next.type !== 'integer' &&
    (limits.minimum !== undefined || limits.maximum !== undefined)
  )
    throw new DefinitionEditError('Only a number field has a range.');
  for (const key of ['minLength', 'maxLength'] as const) {
    const value = next[key];
    if (value !== undefined && (!Number.isInteger(value) || value < 0))
      throw new DefinitionEditError('A length is a whole number, 0 or more.');
  }
  for (const key of ['minimum', 'maximum'] as const) {
    const value = next[key];
    if (value !== undefined && !Number.isFinite(value)) throw new DefinitionEditError('A limit must be a number.');
  }
  if (next.minLength !== undefined && next.maxLength !== undefined && next.minLength > next.maxLength)
    throw new DefinitionEditError('The shortest length is more than the longest.');
  if (next.minimum !== undefined && next.maximum !== undefined && next.minimum > next.maximum)
    throw new DefinitionEditError('The lowest value is more than the highest.');
  return withFieldSchema(definition, path, () => next);
}

/** Sets a text field's format (`email`, `phone`, `ssn`, ...); undefined removes it. */
export function setFieldFormat(definition: FormDefinition, path: string, format: string | undefined): FormDefinition {
  const { schema } = placeOf(definition, path);
  if (format !== undefined) {
    if (schema.type !== 'string') throw new DefinitionEditError('Only a text field has a format.');
    if (!(ENGINE_FORMATS as readonly string[]).includes(format))
      throw new DefinitionEditError(`"${format}" is not a format this product knows.`);
  }
  return withFieldSchema(definition, path, (node) => assign(node, 'format', format));
}

/** Sets the pattern a text field's answer must match (a regular expression); undefined or '' removes it. */
export function setFieldPattern(definition: FormDefinition, path: string, pattern: string | undefined): FormDefinition {
  const { schema } = placeOf(definition, path);
  if (pattern) {
    if (schema.type !== 'string') throw new DefinitionEditError('Only a text field has a pattern.');
    try {
      new RegExp(pattern, 'u');
    } catch {
      throw new DefinitionEditError('The pattern is not a valid regular expression.');
    }
  }
  return withFieldSchema(definition, path, (node) => assign(node, 'pattern', pattern || undefined));
}

/** Marks a text field personal (sealed at rest, masked in replies) or not; SSNs and dates of birth always are. */
export function setFieldPersonal(definition: FormDefinition, path: string, personal: boolean): FormDefinition {
  const { schema } = placeOf(definition, path);
  if (schema.type !== 'string') throw new DefinitionEditError('Only a text field can be marked personal.');
  if (!personal && schema.format && PERSONAL_FORMATS.includes(schema.format))
    throw new DefinitionEditError('This field is always personal because of its format.');
  return withFieldUi(definition, path, (ui) => withUiOption(ui, 'personal', personal ? true : undefined));
}

/** Sets the wording of one message of a field (`required`, `invalid`, `format`, ...); an empty text removes it. */
export function setFieldMessage(
  definition: FormDefinition,
  path: string,
  keyword: string,
  text: string,
): FormDefinition {
  const { key, parent } = placeOf(definition, path);
  const wording = words(text);
  if (!/^[A-Za-z]+$/.test(keyword)) throw new DefinitionEditError(`"${keyword}" is not a message of a field.`);
  if (!wording && keyword === 'required') {
    const ruleWithout = definition.rules.some(
      (rule) => rule.kind === 'requiredWhen' && messageKeyOf(rule.path) === path && !rule.message,
    );
    if ((parent.required ?? []).includes(key) || ruleWithout)
      throw new DefinitionEditError('A required field needs the message shown when it is left empty.');
  }
  return withMessages(definition, path, { ...definition.messages[path], [keyword]: wording || undefined });
}

// ---------------------------------------------------------------------------------------------------------------
// Required, required-when, shown-when

function defaultRequiredMessage(definition: FormDefinition, path: string): string {
  return `${titleAt(definition, path)} is required`;
}

function withRequiredMessage(definition: FormDefinition, path: string): FormDefinition {
  if (definition.messages[path]?.required) return definition;
  return withMessages(definition, path, {
    ...definition.messages[path],
    required: defaultRequiredMessage(definition, path),
  });
}

/**
 * Makes a field always required (its `required` message is worded '<Title> is required' when it has none; a
 * required-when rule it had goes, being covered) or optional.
 */
export function setFieldRequired(definition: FormDefinition, path: string, required: boolean): FormDefinition {
  const { parentPath, key, parent } = placeOf(definition, path);
  const list = parent.required ?? [];
  if (list.includes(key) === required) return required ? withoutRequiredWhen(definition, path) : definition;
  const nextList = required ? [...list, key] : list.filter((name) => name !== key);
  let next: FormDefinition = {
    ...definition,
    schema: withSchemaAt(definition.schema, segmentsOf(parentPath), (node) =>
      assign(node, 'required', nextList.length > 0 ? nextList : undefined),
    ),
  };
  if (required) next = withoutRequiredWhen(withRequiredMessage(next, path), path);
  return next;
}

function withoutRequiredWhen(definition: FormDefinition, path: string): FormDefinition {
  const rules = definition.rules.filter((rule) => !(rule.kind === 'requiredWhen' && messageKeyOf(rule.path) === path));
  return rules.length === definition.rules.length ? definition : { ...definition, rules };
}

function checkCondition(definition: FormDefinition, path: string, condition: RuleCondition): void {
  const allowed = new Set(conditionChoices(definition, path).map((choice) => choice.path));
  const walk = (part: RuleCondition) => {
    if ('all' in part && part.all) {
      if (part.all.length === 0) throw new DefinitionEditError('A condition needs at least one test.');
      part.all.forEach(walk);
      return;
    }
    if ('any' in part && part.any) {
      if (part.any.length === 0) throw new DefinitionEditError('A condition needs at least one test.');
      part.any.forEach(walk);
      return;
    }
    const test = part as FieldCondition;
    if (!allowed.has(messageKeyOf(test.path ?? '')))
      throw new DefinitionEditError(
        `A condition of this field cannot test "${test.path || 'nothing'}": choose a field.`,
      );
    const kinds = (['equals', 'in', 'truthy'] as const).filter((kind) => test[kind] !== undefined);
    if (kinds.length !== 1)
      throw new DefinitionEditError('Each test needs exactly one of: is, is one of, is answered.');
    if (test.in !== undefined && test.in.length === 0)
      throw new DefinitionEditError('"Is one of" needs at least one value.');
    if (test.equals === '') throw new DefinitionEditError('"Is" needs a value.');
  };
  walk(condition);
}

/**
 * Makes a field required while a condition holds (whole paths), or removes that rule (undefined). The field's
 * `required` message is worded '<Title> is required' when it has none; an always-required field becomes optional
 * under the rule.
 */
export function setRequiredWhen(
  definition: FormDefinition,
  path: string,
  condition: RuleCondition | undefined,
): FormDefinition {
  placeOf(definition, path);
  if (condition === undefined) return withoutRequiredWhen(definition, path);
  checkCondition(definition, path, condition);
  const index = definition.rules.findIndex((rule) => rule.kind === 'requiredWhen' && messageKeyOf(rule.path) === path);
  const existing = definition.rules[index];
  const rule: CrossFieldRule = {
    kind: 'requiredWhen',
    path,
    when: condition,
    ...(existing?.kind === 'requiredWhen' && existing.message ? { message: existing.message } : {}),
  };
  const rules = definition.rules.filter(
    (candidate) => !(candidate.kind === 'requiredWhen' && messageKeyOf(candidate.path) === path),
  );
  rules.splice(index === -1 ? rules.length : index, 0, rule);
  return withRequiredMessage(setFieldRequired({ ...definition, rules }, path, false), path);
}

function mapTests(
  condition: RuleCondition,
  change: (test: FieldCondition) => FieldCondition | undefined,
): RuleCondition | undefined {
  if ('all' in condition && condition.all) {
    const parts = condition.all.flatMap((part) => mapTests(part, change) ?? []);
    return parts.length > 0 ? { all: parts } : undefined;
  }
  if ('any' in condition && condition.any) {
    const parts = condition.any.flatMap((part) => mapTests(part, change) ?? []);
    return parts.length > 0 ? { any: parts } : undefined;
  }
  return change(condition as FieldCondition);
}

function shownWhenToWhole(condition: RuleCondition, holder: string): RuleCondition {
  return (
    mapTests(condition, (test) => ({
      ...test,
      path: test.path.startsWith('/') ? test.path.slice(1) : join(holder, test.path),
    })) ?? condition
  );
}

function shownWhenToStored(condition: RuleCondition, holder: string): RuleCondition {
  return (
    mapTests(condition, (test) => {
      const relative =
        holder === '' ? test.path : test.path.startsWith(`${holder}.`) ? test.path.slice(holder.length + 1) : undefined;
      return {
        ...test,
        path: relative !== undefined && !relative.split('.').includes('*') ? relative : `/${test.path}`,
      };
    }) ?? condition
  );
}

/** Shows a field only while a condition holds (whole paths), or always (undefined). */
export function setShownWhen(
  definition: FormDefinition,
  path: string,
  condition: RuleCondition | undefined,
): FormDefinition {
  const { parentPath } = placeOf(definition, path);
  if (condition !== undefined) checkCondition(definition, path, condition);
  const stored = condition === undefined ? undefined : shownWhenToStored(condition, parentPath);
  return withFieldUi(definition, path, (ui) => withUiOption(ui, 'showWhen', stored));
}

// ---------------------------------------------------------------------------------------------------------------
// Options and lookups

/** Where the rest of the form relies on one option of a field: what a person would have to change first. */
export function optionUses(definition: FormDefinition, path: string, value: RuleValue): string[] {
  const uses: string[] = [];
  const testsValue = (condition: RuleCondition, holder?: string) =>
    fieldConditionsOf(condition).some((test) => {
      const whole =
        holder === undefined ? test.path : test.path.startsWith('/') ? test.path.slice(1) : join(holder, test.path);
      if (messageKeyOf(whole) !== path) return false;
      return test.equals === value || (test.in ?? []).includes(value);
    });
  for (const rule of definition.rules) {
    if (rule.kind === 'requiredWhen' && testsValue(rule.when))
      uses.push(`the required-when rule of ${fieldLabel(definition, messageKeyOf(rule.path))}`);
    if (rule.kind === 'atLeastOne' && rule.when && testsValue(rule.when)) uses.push('an at-least-one rule');
    if (rule.kind === 'personChecks' && rule.persons.some((person) => person.when && testsValue(person.when)))
      uses.push('a per-person check');
  }
  for (const step of definition.steps ?? [])
    if (step.when && testsValue(step.when)) uses.push(`the condition of step ${step.title}`);
  for (const variant of definition.titleWhen ?? [])
    if (testsValue(variant.when)) uses.push(`the other title "${variant.title}"`);
  const walk = (schema: JsonSchema, ui: UiSchema, prefix: string) => {
    for (const [name, child] of Object.entries(schema.properties ?? {})) {
      const childPath = join(prefix, name);
      const childUi = isRecord(ui[name]) ? (ui[name] as UiSchema) : {};
      const options = optionsOf(childUi);
      for (const kind of ['showWhen', 'flagWhen'] as const) {
        const condition = options[kind];
        if (isRecord(condition) && testsValue(condition as RuleCondition, prefix))
          uses.push(
            `the ${kind === 'showWhen' ? 'shown-when' : 'flag'} condition of ${fieldLabel(definition, childPath)}`,
          );
      }
      const nest = nestUnderOf(childUi);
      if (nest && join(prefix, nest.field) === path && nest.option === value)
        uses.push(`${fieldLabel(definition, childPath)}, shown under this option`);
      if (child.type === 'array' && child.items)
        walk(child.items, isRecord(childUi.items) ? (childUi.items as UiSchema) : {}, `${childPath}.*`);
      else if (child.properties) walk(child, childUi, childPath);
    }
  };
  walk(definition.schema, definition.uiSchema, '');
  return uses;
}

/**
 * Sets a text field's list of options (the stored values and their labels), in order: add, remove, relabel and
 * reorder are all this. Refuses an empty list, an empty or repeated value or label, and removing an option the form
 * still relies on (see optionUses).
 */
export function setFieldOptions(
  definition: FormDefinition,
  path: string,
  options: readonly FieldOption[],
): FormDefinition {
  const { schema } = placeOf(definition, path);
  if (schema.type !== 'string') throw new DefinitionEditError('Only a text field can have a list of options.');
  if (definition.lookups[path] !== undefined)
    throw new DefinitionEditError('This field takes its options from a lookup list: unbind it first.');
  if (options.length === 0) throw new DefinitionEditError('A list of options needs at least one option.');
  const values = options.map((option) => (typeof option.value === 'string' ? option.value.trim() : ''));
  const labels = options.map((option) => words(option.label));
  if (values.some((value) => !value)) throw new DefinitionEditError('Every option needs a stored value.');
  if (labels.some((label) => !label)) throw new DefinitionEditError('Every option needs a label.');
  const repeated = values.find((value, i) => values.indexOf(value) !== i);
  if (repeated !== undefined) throw new DefinitionEditError(`The value "${repeated}" is used by two options.`);
  const repeatedLabel = labels.find((label, i) => labels.indexOf(label) !== i);
  if (repeatedLabel !== undefined)
    throw new DefinitionEditError(`The label "${repeatedLabel}" is used by two options.`);
  for (const old of schema.enum ?? []) {
    if (old === null || values.includes(String(old))) continue;
    const uses = optionUses(definition, path, old);
    if (uses.length > 0)
      throw new DefinitionEditError(`The option "${String(old)}" cannot go: it is used by ${uses.join(', ')}.`);
  }
  const next = withFieldSchema(definition, path, (node) => ({ ...node, enum: values }));
  return withFieldUi(next, path, (ui) => ({ ...ui, 'ui:enumNames': labels }));
}

/** Where answers given as options a field no longer offers go in records in progress (the version's migration). */
export function optionMovesOf(definition: FormDefinition, path: string): Record<string, string> {
  const moves = definition.migration?.options?.[path] ?? {};
  return Object.fromEntries(Object.entries(moves).map(([old, next]) => [old, String(next)]));
}

/**
 * Sets where answers given as options the field no longer offers go when a record in progress moves to this version
 * (old stored value -> an option it offers; an old value left out keeps its answer as it is, and the person is asked
 * again): the version's `migration.options` for the field. Refuses a move from an option still offered or to one that
 * is not.
 */
export function setOptionMoves(
  definition: FormDefinition,
  path: string,
  moves: Readonly<Record<string, string>>,
): FormDefinition {
  const { schema } = placeOf(definition, path);
  const offered = (schema.enum ?? []).map(String);
  for (const [old, next] of Object.entries(moves)) {
    if (offered.includes(old))
      throw new DefinitionEditError(`The option "${old}" is still offered: its answers stay as they are.`);
    if (!offered.includes(next))
      throw new DefinitionEditError(`Answers can only move to an option the field offers ("${next}" is not one).`);
  }
  const migration = definition.migration ?? {};
  const options = assign(migration.options ?? {}, path, Object.keys(moves).length ? { ...moves } : undefined);
  const next = assign(migration, 'options', Object.keys(options).length ? options : undefined);
  return assign(definition, 'migration', Object.keys(next).length ? next : undefined);
}

/** Makes a choice a plain text field again (its options go), unless the form relies on one of them. */
export function clearFieldOptions(definition: FormDefinition, path: string): FormDefinition {
  const { schema } = placeOf(definition, path);
  if (!schema.enum) return definition;
  for (const old of schema.enum) {
    const uses = old === null ? [] : optionUses(definition, path, old);
    if (uses.length > 0)
      throw new DefinitionEditError(`The option "${String(old)}" cannot go: it is used by ${uses.join(', ')}.`);
  }
  const next = withFieldSchema(definition, path, (node) => assign(node, 'enum', undefined));
  return withFieldUi(next, path, (ui) => assign(ui, 'ui:enumNames', undefined));
}

/**
 * Binds a text field to a lookup list type (its options then come from the list; a fixed list of options it had
 * goes), or unbinds it (undefined).
 */
export function setFieldLookup(definition: FormDefinition, path: string, type: number | undefined): FormDefinition {
  const { schema } = placeOf(definition, path);
  if (type === undefined) {
    if (definition.lookups[path] === undefined) return definition;
    return { ...definition, lookups: assign(definition.lookups, path, undefined) };
  }
  if (!Number.isInteger(type) || type < 1)
    throw new DefinitionEditError('A lookup list type is a whole number from 1.');
  if (schema.type !== 'string')
    throw new DefinitionEditError('Only a text field can take its options from a lookup list.');
  const next = schema.enum || schema.const !== undefined ? clearFieldOptions(definition, path) : definition;
  const plain = withFieldSchema(next, path, (node) => assign(node, 'const', undefined));
  return { ...plain, lookups: { ...plain.lookups, [path]: type } };
}

// ---------------------------------------------------------------------------------------------------------------
// Adding, moving

/**
 * A field key made from a title: camelCase letters and digits, starting with a letter (`Best time to call` ->
 * `bestTimeToCall`), with a number added when `taken` already has it.
 */
export function fieldKeyFromTitle(title: string, taken: readonly string[] = []): string {
  const parts = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  let key = parts
    .map((part, i) =>
      i === 0 ? part.charAt(0).toLowerCase() + part.slice(1) : part.charAt(0).toUpperCase() + part.slice(1),
    )
    .join('')
    .replace(/^[0-9]+/, '');
  if (!key) key = 'field';
  key = key.slice(0, 60);
  if (!taken.includes(key)) return key;
  let n = 2;
  while (taken.includes(`${key}${n}`)) n += 1;
  return `${key}${n}`;
}

/** What a new field is and where it goes. */
export interface NewField {
  /** The group or list the field goes in ('' for the form itself). */
  parentPath: string;
  /** The field it goes after (its sibling); the end when absent. */
  afterPath?: string;
  /** The step that shows it, for a field of the form itself in a stepped form. */
  step?: string;
  /** Its key; made from the title when absent. */
  key?: string;
  title: string;
  /** The widget of the field kind (see FIELD_KINDS). */
  widget: string;
}

function rowsPath(definition: FormDefinition, parentPath: string): { holder: string; schema: JsonSchema } {
  const parent = parentPath === '' ? definition.schema : schemaAtPath(definition.schema, parentPath);
  if (!parent) throw new DefinitionEditError(`There is no group ${parentPath} in this form.`);
  if (parent.type === 'array') {
    if (!parent.items?.properties) throw new DefinitionEditError('Fields go in a list of rows with fields.');
    return { holder: `${parentPath}.*`, schema: parent.items };
  }
  if (!parent.properties) throw new DefinitionEditError('Fields go in the form, a group or a list.');
  return { holder: parentPath, schema: parent };
}

function fullOrder(schema: JsonSchema, ui: UiSchema): string[] {
  return orderedPropertyNames(schema, ui);
}

/** Adds an optional field of one kind from the widget catalogue; returns the new definition and the field's path. */
export function addField(definition: FormDefinition, field: NewField): { definition: FormDefinition; path: string } {
  const kind = fieldKindNamed(field.widget);
  if (!kind) throw new DefinitionEditError(`"${field.widget}" is not a kind of field the studio adds.`);
  const title = words(field.title);
  if (!title) throw new DefinitionEditError('A field needs a title.');
  const { holder, schema: parent } = rowsPath(definition, field.parentPath);
  const taken = Object.keys(parent.properties ?? {});
  const key = field.key === undefined ? fieldKeyFromTitle(title, taken) : field.key.trim();
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key))
    throw new DefinitionEditError('A key is letters and digits, starting with a letter.');
  if (taken.includes(key)) throw new DefinitionEditError(`The key "${key}" is already used here.`);
  const path = join(holder, key);
  const stepped = (definition.steps ?? []).length > 0;
  const step = field.step === undefined ? undefined : (definition.steps ?? []).find((s) => s.id === field.step);
  if (field.step !== undefined && !step) throw new DefinitionEditError(`There is no step ${field.step}.`);
  if (stepped && holder === '' && !step) throw new DefinitionEditError('Choose the step that shows the new field.');
  const afterKey = field.afterPath ? segmentsOf(field.afterPath).pop() : undefined;
  if (afterKey !== undefined && !taken.includes(afterKey))
    throw new DefinitionEditError(`There is no field ${field.afterPath} to put it after.`);

  const nodeSchema: JsonSchema = structuredClone({ ...kind.schema, title });
  const parentUi = uiAt(definition.uiSchema, holder);
  const order = fullOrder(parent, parentUi);
  const at = afterKey === undefined ? order.length : order.indexOf(afterKey) + 1;
  const nextOrder = [...order.slice(0, at), key, ...order.slice(at)];
  let next: FormDefinition = {
    ...definition,
    schema: withSchemaAt(definition.schema, segmentsOf(holder), (node) => ({
      ...node,
      properties: { ...node.properties, [key]: nodeSchema },
    })),
  };
  next = withFieldUi(next, holder, (ui) => {
    const withOrder = nextOrder.length > 1 || Array.isArray(ui['ui:order']) ? { ...ui, 'ui:order': nextOrder } : ui;
    const hints = structuredClone(kind.uiSchema);
    return Object.keys(hints).length > 0 ? { ...withOrder, [key]: hints } : withOrder;
  });
  if (step && holder === '') {
    const steps = (next.steps ?? []).map((candidate) => {
      if (candidate !== step) return candidate;
      const after = field.afterPath ? candidate.fields.indexOf(field.afterPath) : -1;
      const fields =
        after === -1
          ? [...candidate.fields, path]
          : [...candidate.fields.slice(0, after + 1), path, ...candidate.fields.slice(after + 1)];
      return { ...candidate, fields };
    });
    next = { ...next, steps };
  }
  return { definition: next, path };
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/**
 * Moves a field one place up or down among its siblings (a field a step lists, among that step's fields). The same
 * definition when it is already first or last.
 */
export function moveField(definition: FormDefinition, path: string, direction: 'up' | 'down'): FormDefinition {
  const { parentPath, key, parent } = placeOf(definition, path);
  const delta = direction === 'up' ? -1 : 1;
  const stepIndex = (definition.steps ?? []).findIndex((step) => step.fields.includes(path));
  const step = definition.steps?.[stepIndex];
  let neighbourKey: string | undefined;
  let next = definition;
  if (step && parentPath === '') {
    const i = step.fields.indexOf(path);
    const neighbour = step.fields[i + delta];
    if (neighbour === undefined) return definition;
    const steps = [...(definition.steps ?? [])];
    steps[stepIndex] = { ...step, fields: moved(step.fields, i, i + delta) };
    next = { ...definition, steps };
    neighbourKey = segmentsOf(neighbour).length === 1 ? neighbour : undefined;
  }
  const order = fullOrder(parent, uiAt(definition.uiSchema, parentPath));
  const i = order.indexOf(key);
  const target = neighbourKey === undefined ? i + delta : order.indexOf(neighbourKey);
  if (next === definition && (target < 0 || target >= order.length)) return definition;
  if (target < 0 || target >= order.length) return next;
  return withFieldUi(next, parentPath, (ui) => ({ ...ui, 'ui:order': moved(order, i, target) }));
}

/** Moves a field a step lists to the end of another step. Refuses to leave a step with nothing to show. */
export function moveFieldToStep(definition: FormDefinition, path: string, stepId: string): FormDefinition {
  placeOf(definition, path);
  const steps = definition.steps ?? [];
  const target = steps.find((step) => step.id === stepId);
  if (!target) throw new DefinitionEditError(`There is no step ${stepId}.`);
  const source = steps.find((step) => step.fields.includes(path));
  if (!source) throw new DefinitionEditError('Only a field a step lists can move to another step.');
  if (source === target) return definition;
  if (source.people !== undefined && covers(path, source.people))
    throw new DefinitionEditError(`Step ${source.title} shows its people one at a time from this field: it stays.`);
  if (source.fields.length === 1 && !source.display)
    throw new DefinitionEditError(`Step ${source.title} would have nothing left to show.`);
  return {
    ...definition,
    steps: steps.map((step) => {
      if (step === source) return { ...step, fields: step.fields.filter((field) => field !== path) };
      if (step === target) return { ...step, fields: [...step.fields, path] };
      return step;
    }),
  };
}

/** Moves a step one place earlier or later; the same definition when it is already first or last. */
export function moveStep(definition: FormDefinition, stepId: string, direction: 'up' | 'down'): FormDefinition {
  const steps = definition.steps ?? [];
  const i = steps.findIndex((step) => step.id === stepId);
  if (i === -1) throw new DefinitionEditError(`There is no step ${stepId}.`);
  const to = i + (direction === 'up' ? -1 : 1);
  if (to < 0 || to >= steps.length) return definition;
  return { ...definition, steps: moved(steps, i, to) };
}

// ---------------------------------------------------------------------------------------------------------------
// Removing

/** One thing that referred to a removed field and was removed or changed with it, in words. */
export interface RemovalImpact {
  /** Where it was: `required`, `messages`, `lookups`, `rules`, `steps`, `titleWhen`, `uiSchema`. */
  area: 'required' | 'messages' | 'lookups' | 'rules' | 'steps' | 'titleWhen' | 'uiSchema';
  description: string;
}

/** A definition without a field, and everything that went or changed with it. */
export interface FieldRemoval {
  definition: FormDefinition;
  impact: RemovalImpact[];
}

/**
 * Removes a field (with the fields inside it) and everything that named it: its place in its parent's required
 * list and display order, its messages and lookup binding, the rules about it, the step entries and summaries
 * naming it, the tests on it in other conditions (a condition left with none goes: a rule it guarded goes, a field
 * or step it hid is always shown), and the UI hints of other fields naming it (exclusions, copies, nesting,
 * questions, zip fills). What went is listed so the editor can show it before anything is removed.
 */
export function removeField(definition: FormDefinition, path: string): FieldRemoval {
  const { parentPath, key } = placeOf(definition, path);
  const label = fieldLabel(definition, path);
  const impact: RemovalImpact[] = [];
  const note = (area: RemovalImpact['area'], description: string) => impact.push({ area, description });
  const gone = (target: string) => covers(path, target);
  const prune = (condition: RuleCondition, holder?: string) =>
    mapTests(condition, (test) => {
      const whole =
        holder === undefined ? test.path : test.path.startsWith('/') ? test.path.slice(1) : join(holder, test.path);
      return gone(whole) ? undefined : test;
    });
  const changed = (before: RuleCondition, after: RuleCondition | undefined) =>
    after === undefined || JSON.stringify(before) !== JSON.stringify(after);

  // The schema, its required list and the parent's display order.
  if (parentPath === '' && Object.keys(definition.schema.properties ?? {}).length === 1)
    throw new DefinitionEditError('A form needs at least one field: this is its last.');
  const schema = withSchemaAt(definition.schema, segmentsOf(parentPath), (node) => {
    const { [key]: _removed, ...properties } = node.properties ?? {};
    const required = (node.required ?? []).filter((name) => name !== key);
    return assign({ ...node, properties }, 'required', required.length > 0 ? required : undefined);
  });
  if ((schemaAtPath(definition.schema, parentPath)?.required ?? []).includes(key))
    note('required', `${label} is no longer in the list of required fields.`);

  const messages = Object.fromEntries(Object.entries(definition.messages).filter(([target]) => !gone(target)));
  for (const target of Object.keys(definition.messages).filter(gone))
    note('messages', `The messages of ${fieldLabel(definition, target)}.`);
  const lookups = Object.fromEntries(Object.entries(definition.lookups).filter(([target]) => !gone(target)));
  for (const target of Object.keys(definition.lookups).filter(gone))
    note('lookups', `The lookup list binding of ${fieldLabel(definition, target)}.`);

  const rules: CrossFieldRule[] = [];
  definition.rules.forEach((rule, i) => {
    const name = `Rule ${i + 1} (${rule.kind})`;
    switch (rule.kind) {
      case 'distinct': {
        const paths = rule.paths.filter((p) => !gone(p));
        if (paths.length === rule.paths.length) rules.push(rule);
        else if (paths.length === 0 || (paths.length === 1 && starCount(paths[0] ?? '') === 0))
          note('rules', `${name}: "${rule.message}" is removed.`);
        else {
          note('rules', `${name}: "${rule.message}" no longer compares ${label}.`);
          rules.push({ ...rule, paths });
        }
        return;
      }
      case 'dateOrder':
      case 'equals': {
        const names = rule.kind === 'dateOrder' ? [rule.start, rule.end] : [rule.path, rule.other];
        if (names.some(gone)) note('rules', `${name}: "${rule.message}" is removed.`);
        else rules.push(rule);
        return;
      }
      case 'requiredWhen': {
        if (gone(rule.path)) {
          note(
            'rules',
            `${name}: ${fieldLabel(definition, messageKeyOf(rule.path))} is no longer required when its condition holds.`,
          );
          return;
        }
        const when = prune(rule.when);
        if (!changed(rule.when, when)) rules.push(rule);
        else if (when === undefined)
          note(
            'rules',
            `${name}: ${fieldLabel(definition, messageKeyOf(rule.path))} is no longer required when ${label} is answered as it said.`,
          );
        else {
          note(
            'rules',
            `${name}: the condition of ${fieldLabel(definition, messageKeyOf(rule.path))} no longer tests ${label}.`,
          );
          rules.push({ ...rule, when });
        }
        return;
      }
      case 'atLeastOne': {
        const paths = rule.paths.filter((p) => !gone(p));
        const when = rule.when ? prune(rule.when) : undefined;
        if (paths.length < 2 || (rule.when && when === undefined)) {
          note('rules', `${name}: "${rule.message}" is removed.`);
          return;
        }
        if (paths.length === rule.paths.length && (!rule.when || !changed(rule.when, when))) {
          rules.push(rule);
          return;
        }
        note('rules', `${name}: "${rule.message}" no longer looks at ${label}.`);
        rules.push({ ...rule, paths, ...(when ? { when } : {}) });
        return;
      }
      case 'personChecks': {
        const named = (pattern: string) =>
          rule.persons.some((person) => gone(pattern.split(PERSON_PLACEHOLDER).join(person.key)));
        const checks = rule.checks.flatMap((check) => {
          const paths = check.paths.filter((p) => !named(p));
          return paths.length === 0 ? [] : [{ ...check, paths }];
        });
        const persons = rule.persons.map((person) => {
          if (!person.when) return person;
          const when = prune(person.when);
          if (!changed(person.when, when)) return person;
          const { when: _dropped, ...rest } = person;
          return when ? { ...rest, when } : rest;
        });
        const same =
          JSON.stringify(checks) === JSON.stringify(rule.checks) &&
          JSON.stringify(persons) === JSON.stringify(rule.persons);
        if (same) rules.push(rule);
        else if (checks.length === 0 || !checks[0]?.paths[0]?.includes(PERSON_PLACEHOLDER))
          note('rules', `${name}: the per-person checks are removed.`);
        else {
          note('rules', `${name}: the per-person checks no longer look at ${label}.`);
          rules.push({ ...rule, checks, persons });
        }
        return;
      }
    }
  });

  let steps: FormStep[] | undefined;
  if (definition.steps) {
    steps = definition.steps.flatMap((step) => {
      const fields = step.fields.filter((f) => !gone(f));
      if (fields.length === 0 && !step.display) {
        note('steps', `Step ${step.title} has nothing left to show and is removed.`);
        return [];
      }
      let next: FormStep = step;
      if (fields.length !== step.fields.length) {
        note('steps', `Step ${step.title} no longer shows ${label}.`);
        next = { ...next, fields };
      }
      if (step.summary?.some(gone)) {
        const summary = step.summary.filter((f) => !gone(f));
        note('steps', `The breadcrumb summary of step ${step.title} no longer shows ${label}.`);
        next = assign(next, 'summary', summary.length > 0 ? summary : undefined);
      }
      if (step.people !== undefined && gone(step.people)) {
        note('steps', `Step ${step.title} no longer shows people one at a time.`);
        next = assign(next, 'people', undefined);
      }
      if (step.when) {
        const when = prune(step.when);
        if (changed(step.when, when)) {
          note(
            'steps',
            when
              ? `The condition of step ${step.title} no longer tests ${label}.`
              : `Step ${step.title} is always shown (its condition tested ${label}).`,
          );
          next = assign(next, 'when', when);
        }
      }
      return [next];
    });
  }
  let titleWhen = definition.titleWhen;
  if (titleWhen) {
    const variants = titleWhen.flatMap((variant) => {
      const when = prune(variant.when);
      if (!changed(variant.when, when)) return [variant];
      note(
        'titleWhen',
        when
          ? `The condition of the title "${variant.title}" no longer tests ${label}.`
          : `The title "${variant.title}" is no longer used.`,
      );
      return when ? [{ ...variant, when }] : [];
    });
    titleWhen = variants.length > 0 ? variants : undefined;
  }

  const uiSchema = pruneUi(definition, definition.schema, definition.uiSchema, '', path, prune, changed, note);

  let next: FormDefinition = { ...definition, schema, uiSchema, messages, lookups, rules };
  next = assign(next, 'steps', steps === undefined || steps.length === 0 ? undefined : steps);
  if (steps !== undefined && steps.length === 0) note('steps', 'The form has no steps left: it is shown as one page.');
  next = assign(next, 'titleWhen', titleWhen);
  return { definition: next, impact };
}

/** The UI hints without the removed field's own and without other fields' references to it. */
function pruneUi(
  definition: FormDefinition,
  schema: JsonSchema,
  ui: UiSchema,
  prefix: string,
  removed: string,
  prune: (condition: RuleCondition, holder?: string) => RuleCondition | undefined,
  changed: (before: RuleCondition, after: RuleCondition | undefined) => boolean,
  note: (area: RemovalImpact['area'], description: string) => void,
): UiSchema {
  const removedParent = segmentsOf(removed).slice(0, -1).join('.');
  const removedKey = segmentsOf(removed).pop() ?? '';
  const sibling = prefix === removedParent;
  const label = fieldLabel(definition, removed);
  let next: UiSchema = ui;
  const set = (key: string, value: unknown) => {
    next = assign(next, key, value);
  };
  if (sibling) {
    if (Array.isArray(ui['ui:order']) && ui['ui:order'].includes(removedKey))
      set(
        'ui:order',
        (ui['ui:order'] as unknown[]).filter((name) => name !== removedKey),
      );
    set(removedKey, undefined);
    const groups = fieldGroupsOf(ui);
    if (groups.some((group) => group.fields.includes(removedKey))) {
      const rawGroups = optionsOf(ui).groups as Record<string, unknown>[];
      const kept = rawGroups.flatMap((group) => {
        const fields = Array.isArray(group.fields) ? group.fields.filter((f) => f !== removedKey) : group.fields;
        if (Array.isArray(fields) && fields.length === 0) {
          note('uiSchema', `The question "${String(group.title)}" has no fields left and is removed.`);
          return [];
        }
        return [{ ...group, fields }];
      });
      next = withUiOption(next, 'groups', kept.length > 0 ? kept : undefined);
    }
  }
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const childPath = join(prefix, name);
    if (childPath === removed || !isRecord(next[name])) continue;
    let childUi = next[name] as UiSchema;
    const options = optionsOf(childUi);
    const fieldName = fieldLabel(definition, childPath);
    const setOption = (option: string, value: unknown) => {
      childUi = withUiOption(childUi, option, value);
    };
    for (const kind of ['showWhen', 'flagWhen'] as const) {
      const condition = options[kind];
      if (!isRecord(condition)) continue;
      const pruned = prune(condition as RuleCondition, prefix);
      if (!changed(condition as RuleCondition, pruned)) continue;
      const what = kind === 'showWhen' ? 'shown-when' : 'flag';
      note(
        'uiSchema',
        pruned
          ? `The ${what} condition of ${fieldName} no longer tests ${label}.`
          : kind === 'showWhen'
            ? `${fieldName} is always shown (its condition tested ${label}).`
            : `${fieldName} is no longer set from a condition on ${label}.`,
      );
      setOption(kind, pruned);
    }
    if (sibling) {
      if (Array.isArray(options.excludes) && options.excludes.includes(removedKey)) {
        const excludes = options.excludes.filter((f) => f !== removedKey);
        note('uiSchema', `${fieldName} no longer clears ${label}.`);
        setOption('excludes', excludes.length > 0 ? excludes : undefined);
      }
      const copy = options.copyFrom;
      if (isRecord(copy) && Array.isArray(copy.fields) && copy.fields.includes(removedKey)) {
        const fields = copy.fields.filter((f) => f !== removedKey);
        note('uiSchema', `${fieldName} no longer copies ${label}.`);
        setOption('copyFrom', fields.length > 0 ? { ...copy, fields } : undefined);
      }
      if (nestUnderOf(childUi)?.field === removedKey) {
        note('uiSchema', `${fieldName} is no longer shown under ${label}.`);
        setOption('nestUnder', undefined);
      }
      for (const option of ['fill'] as const) {
        const fill = options[option];
        if (isRecord(fill) && Object.values(fill).includes(removedKey)) {
          const kept = Object.fromEntries(Object.entries(fill).filter(([, target]) => target !== removedKey));
          note('uiSchema', `${fieldName} no longer fills in ${label}.`);
          setOption(option, Object.keys(kept).length > 0 ? kept : undefined);
        }
      }
      if (options.stateField === removedKey) setOption('stateField', undefined);
    }
    if (child.type === 'array' && child.items) {
      const rowPrefix = `${childPath}.*`;
      const rowKey = removedParent === rowPrefix ? removedKey : undefined;
      const rows = optionsOf(childUi).rowsFrom;
      if (isRecord(rows)) {
        let sizing: Record<string, unknown> = rows;
        if (typeof rows.count === 'string') {
          const whole = rows.count.startsWith('/') ? rows.count.slice(1) : join(prefix, rows.count);
          if (covers(removed, whole)) {
            note('uiSchema', `The number of rows of ${fieldName} no longer follows ${label}.`);
            sizing = assign(sizing, 'count', undefined);
          }
        }
        if (rowKey) {
          const without = (values: unknown) => (isRecord(values) ? assign(values, rowKey, undefined) : values);
          const fixed = Array.isArray(sizing.fixedValues)
            ? sizing.fixedValues.map(without)
            : without(sizing.fixedValues);
          sizing = { ...sizing, ...(sizing.fixedValues !== undefined ? { fixedValues: fixed } : {}) };
          if (sizing.countedValues !== undefined) sizing = { ...sizing, countedValues: without(sizing.countedValues) };
        }
        if (JSON.stringify(sizing) !== JSON.stringify(rows)) setOption('rowsFrom', sizing);
      }
      const stamps = optionsOf(childUi).rowValues;
      if (isRecord(stamps)) {
        const kept = Object.fromEntries(
          Object.entries(stamps).filter(([target, source]) => {
            if (target === rowKey) return false;
            return !(
              typeof source === 'string' &&
              source.startsWith('/') &&
              covers(removed, messageKeyOf(source.slice(1)))
            );
          }),
        );
        if (Object.keys(kept).length !== Object.keys(stamps).length) {
          note('uiSchema', `The values set on each row of ${fieldName} no longer involve ${label}.`);
          setOption('rowValues', Object.keys(kept).length > 0 ? kept : undefined);
        }
      }
      if (rowKey && optionsOf(childUi).rowTitleField === rowKey) setOption('rowTitleField', undefined);
      if (isRecord(childUi.items))
        childUi = assign(
          childUi,
          'items',
          emptyToUndefined(
            pruneUi(definition, child.items, childUi.items as UiSchema, rowPrefix, removed, prune, changed, note),
          ),
        );
    } else if (child.properties) {
      childUi = pruneUi(definition, child, childUi, childPath, removed, prune, changed, note);
    }
    if (childUi !== next[name]) set(name, emptyToUndefined(childUi));
  }
  return next;
}

function emptyToUndefined(ui: UiSchema): UiSchema | undefined {
  return Object.keys(ui).length > 0 ? ui : undefined;
}
