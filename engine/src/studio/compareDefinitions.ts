import diff, { type Difference } from 'microdiff';
import type {
  CrossFieldRule,
  FieldMessages,
  FormDefinition,
  FormStep,
  JsonSchema,
  RuleCondition,
  RuleValue,
} from '../definition.ts';
import { flagWhenOf, showWhenOf } from '../derivedFields.ts';
import { fieldGroupsOf, nestUnderOf, type FieldGroup } from '../fieldLayout.ts';
import { fieldPathsOf, messageKeyOf, orderedPropertyNames, schemaAtPath } from '../paths.ts';
import { personalPathsOf } from '../personalFields.ts';

/**
 * Two versions of a form compared for compliance staff: a change list in plain words, naming fields by their titles
 * and options by their labels, beside the JSON difference. Every publish records the change list in the audit log, so
 * it is worked out only from the two definitions, in a fixed order, and says the same thing every time.
 */

/** What a change is about. */
export type DefinitionChangeKind =
  | 'form'
  | 'fieldAdded'
  | 'fieldRemoved'
  | 'fieldTitle'
  | 'fieldHelp'
  | 'fieldPlaceholder'
  | 'fieldType'
  | 'required'
  | 'requiredWhen'
  | 'message'
  | 'options'
  | 'lookup'
  | 'length'
  | 'range'
  | 'rows'
  | 'format'
  | 'pattern'
  | 'personal'
  | 'shownWhen'
  | 'display'
  | 'fieldMoved'
  | 'fieldReordered'
  | 'stepAdded'
  | 'stepRemoved'
  | 'stepRenamed'
  | 'stepMoved'
  | 'stepChanged'
  | 'ruleAdded'
  | 'ruleRemoved'
  | 'rulesReordered'
  | 'answersMoved'
  | 'other';

/** A place in a definition as microdiff names it: keys and list positions from the root. */
export type DefinitionPlace = (string | number)[];

/** One entry of microdiff's list between two definitions. */
export type DefinitionDifference = Difference;

/** One change in plain words. */
export interface DefinitionChange {
  kind: DefinitionChangeKind;
  /** The field's data path (`*` for rows), or '' for the form itself, its steps and rules across fields. */
  path: string;
  /** Where the change shows: 'Form', 'Steps', a step ('Step 2: New password'), a titled section, 'Rules across fields'. */
  section: string;
  /** The sentence a compliance officer reads. */
  words: string;
  /**
   * The places of the definitions it stands for (as microdiff's paths): every entry of `diff` lies at or under a place
   * of some change, or holds one (an object of hints added whole).
   */
  covers: DefinitionPlace[];
}

/** What compareDefinitions gives: the change list and microdiff's list, paths as arrays. */
export interface DefinitionComparison {
  changes: DefinitionChange[];
  diff: DefinitionDifference[];
}

/** The section of changes to the form as a whole. */
export const FORM_SECTION = 'Form';
/** The section of changes to the list of steps. */
export const STEPS_SECTION = 'Steps';
/** The section of rules across fields (all but `requiredWhen`, which shows with its field). */
export const RULES_SECTION = 'Rules across fields';
/** The section of fields that sit in no titled part of a form without steps. */
export const FIELDS_SECTION = 'Fields';

type Ui = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with object keys sorted, so equal values give equal text whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** A value as short JSON for a sentence or the difference table: at most `max` characters, cut with '…'. */
export function compactValue(value: unknown, max = 80): string {
  const text = value === undefined ? 'nothing' : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const quote = (text: string) => `“${text}”`;

/** A sentence's first letter in capitals, unless it starts with a data path (a field with no title). */
function capitalise(text: string): string {
  const first = text.split(' ')[0] ?? '';
  if (/[.*]|[a-z][A-Z]/.test(first)) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'A', 'A or B', 'A, B or C' (with `and` for the last when asked). */
function joinWords(items: readonly string[], last = 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}

function uiAt(ui: unknown, path: string): Ui | undefined {
  let current = ui;
  for (const segment of path ? path.split('.') : []) {
    if (!isRecord(current)) return undefined;
    current = current[segment === '*' ? 'items' : segment];
  }
  return isRecord(current) ? current : undefined;
}

function optionsOf(ui: Ui | undefined): Ui {
  const options = ui?.['ui:options'];
  return isRecord(options) ? options : {};
}

function schemaPlace(path: string): DefinitionPlace {
  const place: DefinitionPlace = ['schema'];
  for (const segment of path ? path.split('.') : []) {
    if (segment === '*') place.push('items');
    else place.push('properties', segment);
  }
  return place;
}

function uiPlace(path: string): DefinitionPlace {
  return ['uiSchema', ...(path ? path.split('.').map((segment) => (segment === '*' ? 'items' : segment)) : [])];
}

function parentOf(path: string): string {
  const segments = path.split('.');
  segments.pop();
  if (segments[segments.length - 1] === '*') segments.pop();
  return segments.join('.');
}

function nameOf(path: string): string {
  return path.split('.').pop() ?? path;
}

/** The object holding a field: the parent's items for a list row, else the parent. */
function holderOf(path: string): string {
  const segments = path.split('.');
  segments.pop();
  return segments.join('.');
}

function isRowNumber(segment: string): boolean {
  return /^\d+$/.test(segment);
}

/** One side of the comparison, with what is read often worked out once. */
interface Side {
  definition: FormDefinition;
  paths: string[];
  pathSet: Set<string>;
  personal: Set<string>;
  steps: FormStep[];
}

function sideOf(definition: FormDefinition): Side {
  const paths = fieldPathsOf(definition.schema, definition.uiSchema);
  return {
    definition,
    paths,
    pathSet: new Set(paths),
    personal: new Set(personalPathsOf(definition)),
    steps: definition.steps ?? [],
  };
}

function isUnder(path: string, prefix: string): boolean {
  return prefix === '' || path === prefix || path.startsWith(`${prefix}.`);
}

function stepIndexOf(side: Side, path: string): number {
  return side.steps.findIndex((step) => step.fields.some((field) => isUnder(path, field)));
}

function stepName(side: Side, index: number): string {
  const step = side.steps[index];
  return step ? `step ${index + 1} (${step.title})` : `step ${index + 1}`;
}

/** The names of the form's fields: titles, with their titled sections where a title alone is ambiguous. */
class FieldNames {
  private readonly labels = new Map<string, string>();

  constructor(
    private readonly before: Side,
    private readonly after: Side,
  ) {
    const all = [...new Set([...after.paths, ...before.paths])];
    const byTitle = new Map<string, string[]>();
    for (const path of all) {
      const title = this.titleOf(path);
      if (title === undefined) continue;
      const key = title.trim().toLowerCase();
      byTitle.set(key, [...(byTitle.get(key) ?? []), path]);
    }
    for (const path of all) if (this.titleOf(path) === undefined) this.labels.set(path, path);
    for (const paths of byTitle.values()) this.nameGroup(paths);
  }

  /** The schema of a field, from the newer version when it has it. */
  schemaOf(path: string): JsonSchema | undefined {
    return schemaAtPath(this.after.definition.schema, path) ?? schemaAtPath(this.before.definition.schema, path);
  }

  uiOf(path: string): Ui | undefined {
    return this.after.pathSet.has(path)
      ? uiAt(this.after.definition.uiSchema, path)
      : uiAt(this.before.definition.uiSchema, path);
  }

  titleOf(path: string): string | undefined {
    const title = this.schemaOf(path)?.title;
    return typeof title === 'string' && title.trim() ? title.trim() : undefined;
  }

  /** The titles of the sections above a field, nearest first. */
  private sectionTitles(path: string): string[] {
    const titles: string[] = [];
    for (let at = parentOf(path); at !== ''; at = parentOf(at)) {
      const title = this.titleOf(at);
      if (title !== undefined) titles.push(title);
    }
    return titles;
  }

  // Paths sharing a title get as many section titles as it takes to tell them apart; any still alike get their path.
  private nameGroup(paths: string[]): void {
    const chains = paths.map((path) => this.sectionTitles(path));
    const longest = Math.max(0, ...chains.map((chain) => chain.length));
    let names: string[] = [];
    for (let depth = 0; depth <= longest; depth += 1) {
      names = paths.map((path, index) =>
        [...(chains[index] ?? []).slice(0, depth).reverse(), this.titleOf(path) ?? path].join(' › '),
      );
      if (new Set(names.map((name) => name.toLowerCase())).size === names.length) break;
    }
    const counts = new Map<string, number>();
    for (const name of names) counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
    paths.forEach((path, index) => {
      const name = names[index] ?? path;
      this.labels.set(path, (counts.get(name.toLowerCase()) ?? 0) > 1 ? `${name} (${nameOf(path)})` : name);
    });
  }

  /** A field's name for a sentence: a data path with row numbers is named as its field and row. */
  label(path: string): string {
    const known = this.labels.get(path);
    if (known !== undefined) return known;
    const key = messageKeyOf(path);
    const rows = path
      .split('.')
      .filter(isRowNumber)
      .map((row) => `row ${Number(row) + 1}`);
    const name = this.labels.get(key);
    if (name !== undefined && rows.length > 0) return `${name} (${rows.join(', ')})`;
    return name ?? path;
  }

  /** An option's label in the field's `ui:enumNames`, else the value itself. */
  valueWords(path: string, value: RuleValue): string {
    const key = messageKeyOf(path);
    const schema = this.schemaOf(key);
    if (typeof value === 'boolean' || schema?.type === 'boolean') {
      if (value === true || value === 'true') return 'yes';
      if (value === false || value === 'false') return 'no';
    }
    const index = schema?.enum?.findIndex((option) => option === value || String(option) === String(value)) ?? -1;
    const names = this.uiOf(key)?.['ui:enumNames'];
    const name = Array.isArray(names) && index !== -1 ? names[index] : undefined;
    return quote(typeof name === 'string' ? name : String(value));
  }

  /** A condition in words, its paths read by `resolve` (a rule's paths are whole; a shown-when's are its object's). */
  condition(condition: RuleCondition, resolve: (path: string) => string = (path) => path): string {
    // A draft's condition is checked at save; one that is not well-formed is still shown, as it is written.
    if (!isRecord(condition)) return `the condition ${compactValue(condition)}`;
    const part = (inner: RuleCondition) => {
      const words = this.condition(inner, resolve);
      return isRecord(inner) && ('all' in inner || 'any' in inner) ? `(${words})` : words;
    };
    const { all, any } = condition as { all?: unknown; any?: unknown };
    if (Array.isArray(all)) return (all as RuleCondition[]).map(part).join(' and ');
    if (Array.isArray(any)) return (any as RuleCondition[]).map(part).join(' or ');
    const test = condition as { path: string; equals?: RuleValue; in?: RuleValue[]; truthy?: boolean };
    if (typeof test.path !== 'string') return `the condition ${compactValue(condition)}`;
    const path = resolve(test.path);
    const label = this.label(path);
    if (test.equals !== undefined) return `${label} is ${this.valueWords(path, test.equals)}`;
    if (Array.isArray(test.in)) return `${label} is ${joinWords(test.in.map((value) => this.valueWords(path, value)))}`;
    const flag = this.schemaOf(messageKeyOf(path))?.type === 'boolean';
    if (flag) return test.truthy ? `${label} is yes` : `${label} is not yes`;
    return test.truthy ? `${label} is answered` : `${label} is not answered`;
  }
}

/** A shown-when path read from the field's own object, or from the root when it starts with '/'. */
function showWhenResolver(fieldPath: string): (path: string) => string {
  const holder = holderOf(fieldPath);
  return (path) => (path.startsWith('/') ? path.slice(1) : holder ? `${holder}.${path}` : path);
}

const FORMAT_WORDS: Record<string, string> = {
  phone: 'a phone number',
  email: 'an e-mail address',
  zip: 'a zip code',
  ssn: 'a Social Security number',
  'us-date': 'a date (MM/DD/YYYY)',
  'date-of-birth': 'a date of birth (MM/DD/YYYY)',
  money: 'an amount of money',
};

function formatWords(format: string): string {
  return FORMAT_WORDS[format] ?? `a value of the format ${quote(format)}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'yes or no',
  array: 'a list of rows',
  object: 'a group of fields',
  null: 'nothing',
};

/** What a message is shown for, by the keyword it answers. */
function messageOccasion(keyword: string, label: string): string {
  switch (keyword) {
    case 'required':
      return `the message when ${label} is left empty`;
    case 'invalid':
      return `the message for an invalid ${label}`;
    case 'maxLength':
      return `the message when ${label} is too long`;
    case 'minLength':
      return `the message when ${label} is too short`;
    case 'maximum':
      return `the message when ${label} is too large`;
    case 'minimum':
      return `the message when ${label} is too small`;
    case 'format':
    case 'pattern':
      return `the message when ${label} is not written the right way`;
    case 'enum':
      return `the message when ${label} is not one of its options`;
    case 'lookup':
      return `the message when ${label} is not on its list`;
    case 'maxItems':
      return `the message when ${label} has too many rows`;
    case 'minItems':
      return `the message when ${label} has too few rows`;
    default:
      return `the message of the check ${quote(keyword)} on ${label}`;
  }
}

/** An object field's required children, read from its schema. */
function requiredOf(schema: JsonSchema | undefined): string[] {
  return Array.isArray(schema?.required) ? schema.required : [];
}

function isRequired(side: Side, path: string): boolean {
  return requiredOf(schemaAtPath(side.definition.schema, holderOf(path))).includes(nameOf(path));
}

/** The options of a choice: values and labels in order. */
function optionsOfField(schema: JsonSchema | undefined, ui: Ui | undefined): { value: unknown; label: string }[] {
  const names = ui?.['ui:enumNames'];
  return (schema?.enum ?? []).map((value, index) => {
    const name = Array.isArray(names) ? names[index] : undefined;
    return { value, label: typeof name === 'string' ? name : String(value) };
  });
}

/**
 * The longest run of `before`'s names kept in the same order in `after`; the names outside it are the ones that moved.
 */
function movedNames(before: readonly string[], after: readonly string[]): Set<string> {
  const common = new Set(before.filter((name) => after.includes(name)));
  const a = before.filter((name) => common.has(name));
  const b = after.filter((name) => common.has(name));
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = lengths[i] as number[];
      row[j] = a[i] === b[j] ? (lengths[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(lengths[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i] as string);
      i += 1;
      j += 1;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return new Set([...common].filter((name) => !kept.has(name)));
}

/** Widgets in words; others are named as they are. */
const WIDGET_WORDS: Record<string, string> = {
  textarea: 'a box of several lines',
  RadioWidget: 'radio buttons',
  CheckboxWidget: 'a checkbox',
  yesNo: 'Yes and No buttons',
  password: 'a hidden password box',
  money: 'an amount box',
  'us-date': 'a date box',
};

function widgetWords(widget: unknown): string {
  if (widget === undefined) return 'the standard control';
  const name = String(widget);
  return WIDGET_WORDS[name] ?? `the ${quote(name)} control`;
}

/** Compares two versions of a form: the change list in plain words and microdiff's list between them. */
export function compareDefinitions(before: FormDefinition, after: FormDefinition): DefinitionComparison {
  const comparer = new Comparer(before, after);
  const differences = diff(before as never, after as never);
  return { changes: comparer.changes(differences), diff: differences };
}

interface FoundChange extends DefinitionChange {
  /** Sort keys: the part of the list, then the field's place in display order, then the order found. */
  rank: number;
  order: number;
  sequence: number;
}

class Comparer {
  private readonly before: Side;
  private readonly after: Side;
  private readonly names: FieldNames;
  private readonly found: FoundChange[] = [];
  private readonly fieldOrder = new Map<string, number>();
  /** Whether both versions have the same steps in the same order (the positions microdiff compares line up). */
  private readonly stepsAligned: boolean;

  constructor(before: FormDefinition, after: FormDefinition) {
    this.before = sideOf(before);
    this.after = sideOf(after);
    this.names = new FieldNames(this.before, this.after);
    this.stepsAligned = same(
      this.before.steps.map((step) => step.id),
      this.after.steps.map((step) => step.id),
    );
    this.orderFields();
  }

  /** The newer version's display order, each removed field placed after the field it followed. */
  private orderFields(): void {
    const merged = [...this.after.paths];
    let at = 0;
    for (const path of this.before.paths) {
      const index = merged.indexOf(path);
      if (index !== -1) at = index + 1;
      else merged.splice(at++, 0, path);
    }
    merged.forEach((path, index) => this.fieldOrder.set(path, index));
  }

  private sectionOf(path: string): string {
    const side = this.after.pathSet.has(path) || !this.before.pathSet.has(path) ? this.after : this.before;
    if (side.steps.length > 1) {
      const index = stepIndexOf(side, path);
      const step = side.steps[index];
      if (step) return `Step ${index + 1}: ${step.title}`;
    }
    // The outermost titled part above the field (a list or a group of fields), or the field itself when it is one.
    let outermost: string | undefined;
    for (let at = parentOf(path); at !== ''; at = parentOf(at)) outermost = this.names.titleOf(at) ?? outermost;
    const own = this.names.schemaOf(path);
    if (outermost === undefined && (own?.type === 'array' || own?.type === 'object'))
      outermost = this.names.titleOf(path);
    return outermost ?? FIELDS_SECTION;
  }

  private add(kind: DefinitionChangeKind, path: string, words: string, covers: DefinitionPlace[], field = true): void {
    const rank = kind === 'form' ? 0 : kind.startsWith('step') ? 1 : field ? 2 : 3;
    const section =
      rank === 0 ? FORM_SECTION : rank === 1 ? STEPS_SECTION : rank === 2 ? this.sectionOf(path) : RULES_SECTION;
    const order = this.fieldOrder.get(messageKeyOf(path)) ?? this.fieldOrder.size;
    this.found.push({ kind, path, section, words, covers, rank, order, sequence: this.found.length });
  }

  changes(differences: readonly DefinitionDifference[]): DefinitionChange[] {
    this.compareForm();
    this.compareSteps();
    this.compareFields();
    this.compareMessages();
    this.compareLookups();
    this.compareRules();
    this.compareMigration();
    this.explainTheRest(differences);
    return this.found
      .sort((a, b) => a.rank - b.rank || a.order - b.order || a.sequence - b.sequence)
      .map(({ kind, path, section, words, covers }) => ({ kind, path, section, words, covers }));
  }

  private compareForm(): void {
    const b = this.before.definition;
    const a = this.after.definition;
    if (b.id !== a.id) this.add('form', '', `Compares another form: ${a.id} (was ${b.id})`, [['id']]);
    if (b.title !== a.title) {
      this.add('form', '', `The form's title changed from ${quote(b.title)} to ${quote(a.title)}`, [['title']]);
    }
    this.compareText('form', '', "The form's introduction", b.description, a.description, [['description']]);
    this.compareText('form', '', 'The message above the form when it has errors', b.formMessage, a.formMessage, [
      ['formMessage'],
    ]);
    if (!same(b.titleWhen, a.titleWhen)) {
      const words = (entries: FormDefinition['titleWhen']) =>
        (entries ?? []).map(({ when, title }) => `${quote(title)} when ${this.names.condition(when)}`);
      const was = words(b.titleWhen);
      const now = words(a.titleWhen);
      const text =
        now.length === 0
          ? `The form no longer has another title (was ${was.join('; ')})`
          : `The form is titled ${now.join('; ')}${was.length ? ` (was ${was.join('; ')})` : ''}`;
      this.add('form', '', text, [['titleWhen']]);
    }
  }

  /** A text added, removed or changed: '<what> changed from “a” to “b”'. */
  private compareText(
    kind: DefinitionChangeKind,
    path: string,
    what: string,
    was: unknown,
    now: unknown,
    covers: DefinitionPlace[],
  ): void {
    if (same(was, now)) return;
    const text = (value: unknown) => quote(String(value));
    if (was === undefined) this.add(kind, path, `${what} is now ${text(now)}`, covers);
    else if (now === undefined) this.add(kind, path, `${what} was removed (it was ${text(was)})`, covers);
    else this.add(kind, path, `${what} changed from ${text(was)} to ${text(now)}`, covers);
  }

  private compareSteps(): void {
    const before = this.before.steps;
    const after = this.after.steps;
    const whole: DefinitionPlace[] = [['steps']];
    const beforeIds = before.map((step) => step.id);
    const afterIds = after.map((step) => step.id);
    for (const [index, step] of after.entries()) {
      if (beforeIds.includes(step.id)) continue;
      const fields = step.fields.map((field) => this.names.label(field));
      const holding = fields.length ? ` showing ${joinWords(fields, 'and')}` : '';
      this.add('stepAdded', '', `New ${stepName(this.after, index)}${holding}`, whole);
    }
    for (const [index, step] of before.entries()) {
      if (!afterIds.includes(step.id))
        this.add('stepRemoved', '', `${capitalise(stepName(this.before, index))} removed`, whole);
    }
    const moved = movedNames(beforeIds, afterIds);
    for (const [index, step] of after.entries()) {
      const was = beforeIds.indexOf(step.id);
      const old = before[was];
      if (!old) continue;
      const covers = (key: string): DefinitionPlace[] => (this.stepsAligned ? [['steps', index, key]] : whole);
      const name = stepName(this.after, index);
      if (moved.has(step.id)) {
        this.add('stepMoved', '', `${capitalise(stepName(this.before, was))} is now step ${index + 1}`, whole);
      }
      if (old.title !== step.title) {
        this.add(
          'stepRenamed',
          '',
          `Step ${index + 1} renamed from ${quote(old.title)} to ${quote(step.title)}`,
          covers('title'),
        );
      }
      this.compareText(
        'stepChanged',
        '',
        `The message above ${name} when it has errors`,
        old.formMessage,
        step.formMessage,
        covers('formMessage'),
      );
      if (!same(old.when, step.when)) {
        const now = step.when ? `only when ${this.names.condition(step.when)}` : 'always';
        const was = old.when ? `only when ${this.names.condition(old.when)}` : 'always';
        this.add('stepChanged', '', `${capitalise(name)} is now shown ${now} (was ${was})`, covers('when'));
      }
      if (!same(old.audience, step.audience)) {
        const who = (audience: string | undefined) => (audience === 'visitor' ? 'visitors only' : 'everyone');
        this.add(
          'stepChanged',
          '',
          `${capitalise(name)} is now for ${who(step.audience)} (was for ${who(old.audience)})`,
          covers('audience'),
        );
      }
      if (!same(old.counted, step.counted)) {
        this.add(
          'stepChanged',
          '',
          `${capitalise(name)} is ${step.counted ? 'now' : 'no longer'} counted in the step counter`,
          covers('counted'),
        );
      }
      if (!same(old.summary, step.summary)) {
        const list = (paths: string[] | undefined) =>
          joinWords(
            (paths ?? []).map((path) => this.names.label(path)),
            'and',
          ) || 'nothing';
        this.add(
          'stepChanged',
          '',
          `The breadcrumb of ${name} now sums it up with ${list(step.summary)} (was ${list(old.summary)})`,
          covers('summary'),
        );
      }
      if (!same(old.people, step.people)) {
        const list = (path: string | undefined) => (path ? this.names.label(path) : 'nobody');
        this.add(
          'stepChanged',
          '',
          `${capitalise(name)} now shows the people of ${list(step.people)} one at a time (was ${list(old.people)})`,
          covers('people'),
        );
      }
      if (!same(old.display, step.display)) {
        this.add(
          'stepChanged',
          '',
          `${capitalise(name)} now shows ${step.display ? quote(step.display) : 'its fields'} (was ${old.display ? quote(old.display) : 'its fields'})`,
          covers('display'),
        );
      }
      if (!same(old.fields, step.fields) && same([...old.fields].sort(), [...step.fields].sort())) {
        const list = step.fields.map((field) => this.names.label(field));
        this.add(
          'stepChanged',
          '',
          `The fields of ${name} are now in the order ${joinWords(list, 'and')}`,
          covers('fields'),
        );
      }
      for (const key of Object.keys({ ...old, ...step })) {
        if (STEP_KEYS.has(key) || same((old as unknown as Ui)[key], (step as unknown as Ui)[key])) continue;
        this.add(
          'stepChanged',
          '',
          `Setting ${quote(key)} of ${name} changed from ${compactValue((old as unknown as Ui)[key])} to ${compactValue((step as unknown as Ui)[key])}`,
          covers(key),
        );
      }
    }
  }

  /** The places of the step lists that name a field (what adding, removing or moving it changes there). */
  private stepPlaces(path: string): DefinitionPlace[] {
    if (!this.stepsAligned) return [];
    const places: DefinitionPlace[] = [];
    this.after.steps.forEach((step, index) => {
      const old = this.before.steps[index];
      if (step.fields.includes(path) || old?.fields.includes(path)) places.push(['steps', index, 'fields']);
    });
    return places;
  }

  private compareFields(): void {
    for (const path of this.after.paths) {
      if (!this.before.pathSet.has(path)) this.fieldAdded(path);
    }
    for (const path of this.before.paths) {
      if (!this.after.pathSet.has(path)) this.fieldRemoved(path);
    }
    this.compareNode('');
    for (const path of this.after.paths) if (this.before.pathSet.has(path)) this.compareNode(path);
  }

  private answerWords(path: string): string {
    const schema = schemaAtPath(this.after.definition.schema, path) ?? {};
    const ui = uiAt(this.after.definition.uiSchema, path);
    const lookup = this.after.definition.lookups[path];
    const options = optionsOfField(schema, ui).map((option) => quote(option.label));
    const parts: string[] = [];
    if (options.length > 0)
      parts.push(options.length > 8 ? `a choice of ${options.length} options` : `a choice of ${joinWords(options)}`);
    else if (lookup !== undefined) parts.push(`a choice from lookup list ${lookup}`);
    else if (schema.format) parts.push(formatWords(schema.format));
    else if (schema.type === 'string' && schema.maxLength !== undefined)
      parts.push(`text of at most ${schema.maxLength} characters`);
    else parts.push(TYPE_WORDS[schema.type ?? ''] ?? 'a value');
    if (schema.type !== 'array' && schema.type !== 'object')
      parts.push(isRequired(this.after, path) ? 'required' : 'optional');
    if (this.after.personal.has(path)) parts.push('personal data');
    if (ui?.['ui:widget'] === 'hidden') parts.push('hidden from the person');
    const showWhen = showWhenOf(ui);
    if (showWhen) parts.push(`shown only when ${this.names.condition(showWhen, showWhenResolver(path))}`);
    return parts.join(', ');
  }

  private fieldAdded(path: string): void {
    const covers: DefinitionPlace[] = [schemaPlace(path), uiPlace(path), ...this.stepPlaces(path)];
    if (path in this.after.definition.lookups && !(path in this.before.definition.lookups))
      covers.push(['lookups', path]);
    const holder = holderOf(path);
    const parentSchema = schemaAtPath(this.after.definition.schema, holder);
    if (requiredOf(parentSchema).includes(nameOf(path))) covers.push([...schemaPlace(holder), 'required']);
    const order = uiAt(this.after.definition.uiSchema, holder)?.['ui:order'];
    if (Array.isArray(order) && order.includes(nameOf(path))) covers.push([...uiPlace(holder), 'ui:order']);
    const step = stepIndexOf(this.after, path);
    const where = this.after.steps.length > 1 && step !== -1 ? ` in ${stepName(this.after, step)}` : '';
    this.add('fieldAdded', path, `New field ${this.names.label(path)}${where}: ${this.answerWords(path)}`, covers);
  }

  private fieldRemoved(path: string): void {
    const covers: DefinitionPlace[] = [schemaPlace(path), uiPlace(path), ...this.stepPlaces(path)];
    const holder = holderOf(path);
    if (requiredOf(schemaAtPath(this.before.definition.schema, holder)).includes(nameOf(path))) {
      covers.push([...schemaPlace(holder), 'required']);
    }
    const order = uiAt(this.before.definition.uiSchema, holder)?.['ui:order'];
    if (Array.isArray(order) && order.includes(nameOf(path))) covers.push([...uiPlace(holder), 'ui:order']);
    // Its words and lookup go with it.
    if (this.before.definition.messages[path] && !this.after.definition.messages[path]) covers.push(['messages', path]);
    if (path in this.before.definition.lookups && !(path in this.after.definition.lookups))
      covers.push(['lookups', path]);
    this.add('fieldRemoved', path, `Field ${this.names.label(path)} removed`, covers);
  }

  /** A field (or the root, '') in both versions: its own settings, its required children and their order. */
  private compareNode(path: string): void {
    const was = schemaAtPath(this.before.definition.schema, path) ?? {};
    const now = schemaAtPath(this.after.definition.schema, path) ?? {};
    const wasUi = uiAt(this.before.definition.uiSchema, path);
    const nowUi = uiAt(this.after.definition.uiSchema, path);
    const label = path === '' ? 'the form' : this.names.label(path);
    const at = schemaPlace(path);
    const uiAtPlace = uiPlace(path);
    const handled = new Set(['properties', 'items', 'required']);
    const schemaKey = (key: string) => {
      handled.add(key);
      return [[...at, key]];
    };
    if (path !== '') {
      this.compareText('fieldTitle', path, `The title of ${label}`, was.title, now.title, schemaKey('title'));
      this.compareText(
        'fieldHelp',
        path,
        `The help text of ${label}`,
        was.description,
        now.description,
        schemaKey('description'),
      );
      this.compareText(
        'fieldPlaceholder',
        path,
        `The placeholder of ${label}`,
        wasUi?.['ui:placeholder'],
        nowUi?.['ui:placeholder'],
        [[...uiAtPlace, 'ui:placeholder']],
      );
      if (was.type !== now.type) {
        this.add(
          'fieldType',
          path,
          `${capitalise(label)} now holds ${TYPE_WORDS[now.type ?? ''] ?? 'any value'} (was ${TYPE_WORDS[was.type ?? ''] ?? 'any value'})`,
          schemaKey('type'),
        );
      }
      handled.add('type');
      this.compareChoices(path, label, was, now, wasUi, nowUi);
      handled.add('enum');
      this.compareLimits(path, label, was, now, schemaKey);
      if (was.format !== now.format) {
        const text =
          now.format === undefined
            ? `${capitalise(label)} no longer has to be ${formatWords(was.format ?? '')}`
            : `${capitalise(label)} must now be ${formatWords(now.format)}${was.format ? ` (was ${formatWords(was.format)})` : ''}`;
        this.add('format', path, text, schemaKey('format'));
      }
      handled.add('format');
      if (was.pattern !== now.pattern) {
        const text =
          now.pattern === undefined
            ? `${capitalise(label)} no longer has to match the pattern ${quote(was.pattern ?? '')}`
            : `${capitalise(label)} must now match the pattern ${quote(now.pattern)}${was.pattern ? ` (was ${quote(was.pattern)})` : ''}`;
        this.add('pattern', path, text, schemaKey('pattern'));
      }
      handled.add('pattern');
      if (this.before.personal.has(path) !== this.after.personal.has(path)) {
        this.add(
          'personal',
          path,
          this.after.personal.has(path)
            ? `${capitalise(label)} is now personal data: sealed when stored and masked when shown`
            : `${capitalise(label)} is no longer personal data`,
          [[...uiAtPlace, 'ui:options', 'personal']],
        );
      }
    }
    for (const key of Object.keys({ ...was, ...now })) {
      if (handled.has(key)) continue;
      const old = (was as Ui)[key];
      const value = (now as Ui)[key];
      if (same(old, value)) continue;
      const words =
        key === 'default'
          ? `${capitalise(label)} now starts as ${compactValue(value)} (was ${compactValue(old)})`
          : key === 'const'
            ? `${capitalise(label)} must now be ${compactValue(value)} (was ${compactValue(old)})`
            : `Technical setting ${quote(key)} of ${label} changed from ${compactValue(old)} to ${compactValue(value)}`;
      this.add(key === 'default' || key === 'const' ? 'display' : 'other', path, words, [[...at, key]]);
    }
    this.compareUi(path, label, wasUi, nowUi);
    this.compareChildren(path, was, now, wasUi, nowUi);
  }

  private compareChoices(path: string, label: string, was: JsonSchema, now: JsonSchema, wasUi?: Ui, nowUi?: Ui): void {
    const old = optionsOfField(was, wasUi);
    const options = optionsOfField(now, nowUi);
    if (same(old, options)) return;
    const covers: DefinitionPlace[] = [
      [...schemaPlace(path), 'enum'],
      [...uiPlace(path), 'ui:enumNames'],
    ];
    const has = (list: typeof old, value: unknown) => list.find((option) => same(option.value, value));
    for (const option of old) {
      if (!has(options, option.value))
        this.add('options', path, `Option ${quote(option.label)} removed from ${label}`, covers);
    }
    for (const option of options) {
      const before = has(old, option.value);
      if (!before) this.add('options', path, `Option ${quote(option.label)} added to ${label}`, covers);
      else if (before.label !== option.label) {
        this.add(
          'options',
          path,
          `Option ${quote(before.label)} of ${label} is now labelled ${quote(option.label)}`,
          covers,
        );
      }
    }
    const kept = options.filter((option) => has(old, option.value)).map((option) => canonical(option.value));
    const keptBefore = old.filter((option) => has(options, option.value)).map((option) => canonical(option.value));
    if (!same(kept, keptBefore)) {
      this.add(
        'options',
        path,
        `The options of ${label} are now in the order ${joinWords(
          options.map((option) => quote(option.label)),
          'and',
        )}`,
        covers,
      );
    }
  }

  private compareLimits(
    path: string,
    label: string,
    was: JsonSchema,
    now: JsonSchema,
    schemaKey: (key: string) => DefinitionPlace[],
  ): void {
    const limits: [keyof JsonSchema, DefinitionChangeKind, (value: number) => string][] = [
      ['maxLength', 'length', (value) => `at most ${value} characters`],
      ['minLength', 'length', (value) => `at least ${value} characters`],
      ['maximum', 'range', (value) => `at most ${value}`],
      ['minimum', 'range', (value) => `at least ${value}`],
      ['maxItems', 'rows', (value) => `at most ${value} rows`],
      ['minItems', 'rows', (value) => `at least ${value} rows`],
    ];
    for (const [key, kind, words] of limits) {
      const old = was[key] as number | undefined;
      const value = now[key] as number | undefined;
      if (old === value) continue;
      const verb = kind === 'range' ? 'must now be' : 'now takes';
      const text =
        value === undefined
          ? `${capitalise(label)} no longer has a limit of ${words(old ?? 0)}`
          : `${capitalise(label)} ${verb} ${words(value)}${old === undefined ? '' : ` (was ${words(old)})`}`;
      this.add(kind, path, text, schemaKey(key));
    }
  }

  /** The `ui:` hints of one node (its children's hints are theirs). */
  private compareUi(path: string, label: string, wasUi: Ui | undefined, nowUi: Ui | undefined): void {
    const place = uiPlace(path);
    const handled = new Set(['ui:placeholder', 'ui:enumNames', 'ui:order', 'ui:options']);
    const keys = [...new Set([...Object.keys(wasUi ?? {}), ...Object.keys(nowUi ?? {})])].filter((key) =>
      key.startsWith('ui:'),
    );
    const Label = capitalise(label);
    for (const key of keys) {
      if (handled.has(key)) continue;
      const old = wasUi?.[key];
      const value = nowUi?.[key];
      if (same(old, value)) continue;
      const covers = [[...place, key]];
      if (key === 'ui:widget' && (old === 'hidden' || value === 'hidden')) {
        this.add(
          'display',
          path,
          value === 'hidden'
            ? `${Label} is now hidden from the person`
            : `${Label} is now shown to the person with ${widgetWords(value)}`,
          covers,
        );
      } else if (key === 'ui:widget') {
        this.add('display', path, `${Label} is now shown with ${widgetWords(value)} (was ${widgetWords(old)})`, covers);
      } else if (key === 'ui:readonly') {
        this.add(
          'display',
          path,
          value === true ? `${Label} is now read-only` : `${Label} can now be changed (was read-only)`,
          covers,
        );
      } else if (key === 'ui:autocomplete') {
        this.add(
          'display',
          path,
          `The browser's autofill hint of ${label} is now ${compactValue(value)} (was ${compactValue(old)})`,
          covers,
        );
      } else {
        this.add(
          'display',
          path,
          `Display setting ${quote(key)} of ${label} changed from ${compactValue(old)} to ${compactValue(value)}`,
          covers,
        );
      }
    }
    const was = optionsOf(wasUi);
    const now = optionsOf(nowUi);
    const optionPlace = (key: string): DefinitionPlace[] => [[...place, 'ui:options', key]];
    const resolve = showWhenResolver(path);
    for (const key of [...new Set([...Object.keys(was), ...Object.keys(now)])]) {
      const old = was[key];
      const value = now[key];
      if (same(old, value) || key === 'personal') continue;
      const covers = optionPlace(key);
      switch (key) {
        case 'showWhen': {
          const words = (ui: Ui | undefined) => {
            const condition = showWhenOf(ui);
            return condition ? `only when ${this.names.condition(condition, resolve)}` : 'always';
          };
          this.add('shownWhen', path, `${Label} is now shown ${words(nowUi)} (was ${words(wasUi)})`, covers);
          break;
        }
        case 'flagWhen': {
          const words = (ui: Ui | undefined) => {
            const condition = flagWhenOf(ui);
            return condition ? `when ${this.names.condition(condition, resolve)}` : 'by the person';
          };
          this.add('display', path, `${Label} is now set ${words(nowUi)} (was ${words(wasUi)})`, covers);
          break;
        }
        case 'requiredMark':
          this.add(
            'display',
            path,
            value === true
              ? `${Label} now shows the required mark (*)`
              : `${Label} no longer shows the required mark (*)`,
            covers,
          );
          break;
        case 'nestUnder':
          this.add('display', path, this.nestWords(path, Label, wasUi, nowUi), covers);
          break;
        case 'fill': {
          const list = (fill: unknown) =>
            joinWords(
              Object.values(isRecord(fill) ? fill : {}).map((name) => this.names.label(resolve(String(name)))),
              'and',
            ) || 'nothing';
          this.add('display', path, `${Label} now fills in ${list(value)} by itself (was ${list(old)})`, covers);
          break;
        }
        case 'groups':
          this.compareGroups(path, label, wasUi, nowUi, covers);
          break;
        case 'excludes': {
          const list = (names: unknown) =>
            joinWords(
              (Array.isArray(names) ? names : []).map((name) => this.names.label(resolve(String(name)))),
              'and',
            ) || 'nothing';
          this.add('display', path, `Ticking ${label} now clears ${list(value)} (was ${list(old)})`, covers);
          break;
        }
        default:
          this.add(
            'display',
            path,
            `Display setting ${quote(key)} of ${label} changed from ${compactValue(old)} to ${compactValue(value)}`,
            covers,
          );
      }
    }
  }

  private nestWords(path: string, Label: string, wasUi: Ui | undefined, nowUi: Ui | undefined): string {
    const holder = holderOf(path);
    const words = (ui: Ui | undefined) => {
      const nest = nestUnderOf(ui);
      if (!nest) return 'on its own';
      const parent = holder ? `${holder}.${nest.field}` : nest.field;
      const option =
        nest.option === undefined
          ? 'when it is ticked'
          : `when ${this.names.valueWords(parent, nest.option)} is chosen`;
      return `under ${this.names.label(parent)} ${option}`;
    };
    return `${Label} now shows ${words(nowUi)} (was ${words(wasUi)})`;
  }

  private compareGroups(
    path: string,
    label: string,
    wasUi: Ui | undefined,
    nowUi: Ui | undefined,
    covers: DefinitionPlace[],
  ): void {
    const was = fieldGroupsOf(wasUi);
    const now = fieldGroupsOf(nowUi);
    // The fields of a question are siblings: their titles alone tell them apart.
    const child = (name: string) => {
      const field = path ? `${path}.${name}` : name;
      return this.names.titleOf(field) ?? field;
    };
    const describe = (group: FieldGroup) =>
      `${joinWords(group.fields.map(child), 'and')}${group.requiredMark ? ', with the required mark (*)' : ''}`;
    const where = path ? ` in ${label}` : '';
    for (const group of now) {
      const old = was.find((candidate) => candidate.title === group.title);
      if (!old)
        this.add('display', path, `New question ${quote(group.title)}${where} gathers ${describe(group)}`, covers);
      else if (!same(old, group)) {
        this.add(
          'display',
          path,
          `Question ${quote(group.title)}${where} now gathers ${describe(group)} (was ${describe(old)})`,
          covers,
        );
      }
    }
    for (const group of was) {
      if (!now.some((candidate) => candidate.title === group.title)) {
        this.add(
          'display',
          path,
          `Question ${quote(group.title)}${where} removed (its fields stay, each on its own)`,
          covers,
        );
      }
    }
    // Questions alike once read (a malformed one is left out): the setting still changed.
    if (same(was, now)) this.add('display', path, `The questions of ${label} changed`, covers);
  }

  /** Required children, moves between steps and the order of an object's fields. */
  private compareChildren(path: string, was: JsonSchema, now: JsonSchema, wasUi?: Ui, nowUi?: Ui): void {
    const prefix = path ? `${path}.` : '';
    // A list's fields are those of its rows.
    const wasObject = was.type === 'array' ? was.items : was;
    const nowObject = now.type === 'array' ? now.items : now;
    const objectPath = was.type === 'array' && now.type === 'array' ? `${prefix}*` : path;
    if ((was.type === 'array') !== (now.type === 'array') || !wasObject || !nowObject) return;
    const childPrefix = objectPath ? `${objectPath}.` : '';
    const wasRequired = requiredOf(wasObject);
    const nowRequired = requiredOf(nowObject);
    for (const name of Object.keys(nowObject.properties ?? {})) {
      if (!(name in (wasObject.properties ?? {}))) continue;
      const child = `${childPrefix}${name}`;
      const required = nowRequired.includes(name);
      if (wasRequired.includes(name) !== required) {
        this.add(
          'required',
          child,
          `${capitalise(this.names.label(child))} is ${required ? 'now required' : 'no longer required'}`,
          [[...schemaPlace(objectPath), 'required']],
        );
      }
      this.compareStepOf(child);
    }
    const wasOrderUi = was.type === 'array' ? uiAt(wasUi, '*') : wasUi;
    const nowOrderUi = now.type === 'array' ? uiAt(nowUi, '*') : nowUi;
    // Only `ui:order` orders fields: the rest (its '*') come in the keys' order, which a stored definition does not
    // keep (jsonb), so only the fields both versions list are compared.
    const listed = (ui: Ui | undefined) =>
      new Set(Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as unknown[]) : []);
    const wasListed = listed(wasOrderUi);
    const nowListed = listed(nowOrderUi);
    const inBoth = (name: string) => wasListed.has(name) && nowListed.has(name);
    const before = orderedPropertyNames(wasObject, wasOrderUi ?? {}).filter(inBoth);
    const after = orderedPropertyNames(nowObject, nowOrderUi ?? {}).filter(inBoth);
    const moved = movedNames(before, after);
    const covers: DefinitionPlace[] = [[...uiPlace(objectPath), 'ui:order']];
    for (const name of after) {
      if (!moved.has(name)) continue;
      const index = after.indexOf(name);
      const previous = after[index - 1];
      const child = this.names.label(`${childPrefix}${name}`);
      const place =
        previous === undefined ? 'now comes first' : `now comes after ${this.names.label(`${childPrefix}${previous}`)}`;
      this.add('fieldReordered', `${childPrefix}${name}`, `${capitalise(child)} ${place}`, covers);
    }
  }

  private compareStepOf(path: string): void {
    if (this.before.steps.length === 0 || this.after.steps.length === 0) return;
    const was = stepIndexOf(this.before, path);
    const now = stepIndexOf(this.after, path);
    const wasId = this.before.steps[was]?.id;
    const nowId = this.after.steps[now]?.id;
    if (wasId === nowId) return;
    // A field moves with its section: only the outermost one that moved is named.
    const parent = parentOf(path);
    if (parent && this.before.pathSet.has(parent) && this.after.pathSet.has(parent)) {
      if (
        this.before.steps[stepIndexOf(this.before, parent)]?.id !==
        this.after.steps[stepIndexOf(this.after, parent)]?.id
      )
        return;
    }
    const from = was === -1 ? 'no step' : stepName(this.before, was);
    const to = now === -1 ? 'no step' : stepName(this.after, now);
    this.add(
      'fieldMoved',
      path,
      `${capitalise(this.names.label(path))} moved from ${from} to ${to}`,
      this.stepsAligned ? this.movePlaces(path, was, now) : [['steps']],
    );
  }

  private movePlaces(path: string, was: number, now: number): DefinitionPlace[] {
    const places = this.stepPlaces(path);
    for (const index of [was, now]) if (index !== -1) places.push(['steps', index, 'fields']);
    return places;
  }

  private compareMessages(): void {
    const before = this.before.definition.messages;
    const after = this.after.definition.messages;
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    for (const key of keys) {
      const was: FieldMessages = before[key] ?? {};
      const now: FieldMessages = after[key] ?? {};
      // A removed field's words go with it (said once, by fieldRemoved).
      if (!after[key] && this.before.pathSet.has(key) && !this.after.pathSet.has(key)) continue;
      const label = this.names.label(key);
      for (const keyword of [...new Set([...Object.keys(was), ...Object.keys(now)])]) {
        const old = was[keyword];
        const value = now[keyword];
        if (old === value) continue;
        const occasion = messageOccasion(keyword, label);
        const covers: DefinitionPlace[] = [after[key] && before[key] ? ['messages', key, keyword] : ['messages', key]];
        const words =
          old === undefined
            ? `New ${occasion.replace(/^the /, '')}: ${quote(value ?? '')}`
            : value === undefined
              ? `${capitalise(occasion)} was removed (it said ${quote(old)})`
              : `${capitalise(occasion)} changed from ${quote(old)} to ${quote(value)}`;
        this.add('message', key, words, covers);
      }
    }
  }

  private compareLookups(): void {
    const before = this.before.definition.lookups;
    const after = this.after.definition.lookups;
    for (const key of [...new Set([...Object.keys(after), ...Object.keys(before)])]) {
      const old = before[key];
      const value = after[key];
      if (old === value) continue;
      // A field that comes or goes says so itself; its list is in its own words.
      if (old === undefined && !this.before.pathSet.has(key) && this.after.pathSet.has(key)) continue;
      if (value === undefined && this.before.pathSet.has(key) && !this.after.pathSet.has(key)) continue;
      const label = capitalise(this.names.label(key));
      const words =
        value === undefined
          ? `${label} no longer takes its options from a lookup list (was list ${old})`
          : old === undefined
            ? `${label} now takes its options from lookup list ${value}`
            : `${label} now takes its options from lookup list ${value} (was list ${old})`;
      this.add('lookup', key, words, [['lookups', key]]);
    }
  }

  /**
   * How the newer version moves answers of records in progress from the older one (its `migration`, when it moves
   * them from that version): each renamed field, mapped option and default in words, with its field.
   */
  private compareMigration(): void {
    const before = this.before.definition;
    const after = this.after.definition;
    if (same(before.migration, after.migration)) return;
    const own = after.migration;
    const applies = own && (own.from === undefined || own.from === before.version) ? own : undefined;
    if (!applies) {
      // The older version's moves (from the one before it) do not carry over, or the newer version's start from
      // another version than the older one.
      const words = own
        ? `Answers move into this version from version ${String(own.from)}, not from version ${before.version}`
        : `The moves of answers into version ${before.version} do not carry over to this version`;
      this.add('answersMoved', '', words, [['migration']], false);
      return;
    }
    const from: DefinitionPlace[] = applies.from === undefined ? [] : [['migration', 'from']];
    const oldOption = (path: string, value: string) => {
      const schema = schemaAtPath(before.schema, path);
      const index = schema?.enum?.findIndex((option) => String(option) === value) ?? -1;
      const names = uiAt(before.uiSchema, path)?.['ui:enumNames'];
      const name = Array.isArray(names) && index !== -1 ? names[index] : undefined;
      return quote(typeof name === 'string' ? name : value);
    };
    // Entries of the older version's own moves that the newer one no longer has.
    const gone: DefinitionPlace[] = before.migration ? [['migration']] : [];
    for (const [old, path] of Object.entries(applies.renamed ?? {})) {
      this.add(
        'answersMoved',
        path,
        `Answers given to ${this.names.label(old)} move to ${this.names.label(path)} in records in progress`,
        [['migration', 'renamed', old], ...from, ...gone],
      );
    }
    for (const [path, moves] of Object.entries(applies.options ?? {})) {
      for (const [value, next] of Object.entries(moves)) {
        this.add(
          'answersMoved',
          path,
          `Answers ${oldOption(path, value)} to ${this.names.label(path)} become ${this.names.valueWords(path, next)} in records in progress`,
          [['migration', 'options', path, value], ...from, ...gone],
        );
      }
    }
    for (const [path, value] of Object.entries(applies.defaults ?? {})) {
      this.add(
        'answersMoved',
        path,
        `Records in progress with no answer to ${this.names.label(path)} get ${this.names.valueWords(path, value)}`,
        [['migration', 'defaults', path], ...from, ...gone],
      );
    }
  }

  private compareRules(): void {
    const before = this.before.definition.rules;
    const after = this.after.definition.rules;
    if (same(before, after)) return;
    const covers: DefinitionPlace[] = [['rules']];
    const wasKeys = before.map(canonical);
    const nowKeys = after.map(canonical);
    const removed = before.filter((_, index) => !nowKeys.includes(wasKeys[index] as string));
    const added = after.filter((_, index) => !wasKeys.includes(nowKeys[index] as string));
    const requiredWhen = (rules: CrossFieldRule[], path: string) =>
      rules.filter((rule) => rule.kind === 'requiredWhen' && rule.path === path);
    const paired = new Set<CrossFieldRule>();
    // A field's required-when rule replaced by another for the same field is one change.
    for (const rule of added) {
      if (rule.kind !== 'requiredWhen') continue;
      const old = requiredWhen(removed, rule.path).find((candidate) => !paired.has(candidate));
      if (!old || old.kind !== 'requiredWhen') continue;
      paired.add(old).add(rule);
      const label = capitalise(this.names.label(rule.path));
      if (!same(old.when, rule.when)) {
        this.add(
          'requiredWhen',
          rule.path,
          `${label} is now required when ${this.names.condition(rule.when)} (was when ${this.names.condition(old.when)})`,
          covers,
        );
      }
      if (old.message !== rule.message) {
        this.compareText(
          'requiredWhen',
          rule.path,
          `The message when ${this.names.label(rule.path)} is left empty while it is required`,
          old.message,
          rule.message,
          covers,
        );
      }
    }
    for (const rule of removed) {
      if (!paired.has(rule)) this.ruleChange(rule, false, covers);
    }
    for (const rule of added) {
      if (!paired.has(rule)) this.ruleChange(rule, true, covers);
    }
    if (removed.length === 0 && added.length === 0) {
      this.add(
        'rulesReordered',
        '',
        'The rules across fields are checked in a new order (it decides which message shows first)',
        covers,
        false,
      );
    }
  }

  private ruleChange(rule: CrossFieldRule, added: boolean, covers: DefinitionPlace[]): void {
    const names = this.names;
    const list = (paths: string[]) =>
      joinWords(
        paths.map((path) => names.label(path)),
        'and',
      );
    const message = (text: string | undefined) => (text ? `, with the message ${quote(text)}` : '');
    if (rule.kind === 'requiredWhen') {
      const label = capitalise(names.label(rule.path));
      const words = added
        ? `${label} is now required when ${names.condition(rule.when)}${message(rule.message)}`
        : `${label} is no longer required when ${names.condition(rule.when)}`;
      this.add('requiredWhen', rule.path, words, covers);
      return;
    }
    let words: string;
    let path = '';
    switch (rule.kind) {
      case 'distinct':
        words = `${list(rule.paths)} must all differ${message(rule.message)}`;
        path = rule.paths[0] ?? '';
        break;
      case 'dateOrder':
        words = `${capitalise(names.label(rule.start))} may not be after ${names.label(rule.end)}${message(rule.message)}`;
        path = rule.start;
        break;
      case 'equals':
        words = `${capitalise(names.label(rule.path))} must be the same as ${names.label(rule.other)}${message(rule.message)}`;
        path = rule.path;
        break;
      case 'atLeastOne':
        words = `At least one of ${list(rule.paths)} must be ticked${rule.when ? ` when ${names.condition(rule.when)}` : ''}${message(rule.message)}`;
        path = rule.paths[0] ?? '';
        break;
      case 'personChecks': {
        const people = joinWords(
          rule.persons.map((person) => person.label),
          'and',
        );
        const checks = rule.checks.map((check) => quote(check.message)).join('; ');
        words = `Checks for each person (${people}), in order: ${checks}`;
        break;
      }
      default:
        words = `A rule ${compactValue(rule)}`;
    }
    this.add(
      added ? 'ruleAdded' : 'ruleRemoved',
      path,
      `${added ? 'New rule' : 'Rule removed'}: ${words}`,
      covers,
      false,
    );
  }

  /** Whatever the changes above do not stand for is still listed, in general words, so nothing goes unsaid. */
  private explainTheRest(differences: readonly DefinitionDifference[]): void {
    for (const entry of differences) {
      if (entry.path[0] === 'version' && entry.path.length === 1) continue;
      // Explained when it lies in a place a change stands for, or holds one (a hint object added whole).
      const explained = (place: DefinitionPlace) => placeHolds(place, entry.path) || placeHolds(entry.path, place);
      if (this.found.some((change) => change.covers.some(explained))) continue;
      const where = entry.path.join(' › ');
      const words =
        entry.type === 'CREATE'
          ? `Setting ${where} added: ${compactValue(entry.value)}`
          : entry.type === 'REMOVE'
            ? `Setting ${where} removed (was ${compactValue(entry.oldValue)})`
            : `Setting ${where} changed from ${compactValue(entry.oldValue)} to ${compactValue(entry.value)}`;
      this.add('other', '', words, [entry.path], false);
    }
  }
}

/** The step keys compareSteps words itself. */
const STEP_KEYS = new Set([
  'id',
  'title',
  'fields',
  'formMessage',
  'when',
  'audience',
  'counted',
  'summary',
  'people',
  'display',
]);

/** Whether a difference at `path` lies at or under `place`. */
export function placeHolds(place: DefinitionPlace, path: DefinitionPlace): boolean {
  return place.length <= path.length && place.every((key, index) => String(key) === String(path[index]));
}

/** The changes by section, sections in the order they first come. */
export function changesBySection(
  changes: readonly DefinitionChange[],
): { section: string; changes: DefinitionChange[] }[] {
  const sections = new Map<string, DefinitionChange[]>();
  for (const change of changes) sections.set(change.section, [...(sections.get(change.section) ?? []), change]);
  return [...sections].map(([section, list]) => ({ section, changes: list }));
}
