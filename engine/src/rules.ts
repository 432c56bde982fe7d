import type { FieldError } from './ajvErrors.ts';
import type {
  AtLeastOneRule,
  CrossFieldRule,
  DateOrderRule,
  DistinctRule,
  EqualsRule,
  FieldCondition,
  FormDefinition,
  PersonChecksRule,
  RequiredWhenRule,
  RuleCondition,
  RuleValue,
} from './definition.ts';
import { compareDates, parseUsDate } from './formats.ts';
import { messageFor } from './messages.ts';
import { bindRows, rowsOf, schemaAtPath, topLevelFieldOf, valueAtRows } from './paths.ts';

/**
 * The cross-field rules of a definition (part 2 §5.1, §5.2, §5.4; `equals` for a confirmed password). Pure functions of the data, so the browser runs
 * them beside its precompiled validator and the server beside its compiled one.
 */

/** Stands for a person's key in `personChecks` paths. */
export const PERSON_PLACEHOLDER = '{person}';
/** Stands for the failing people's labels in `personChecks` messages. */
export const PERSONS_PLACEHOLDER = '{persons}';

function fieldError(path: string, keyword: string, message: string, formMessage?: string): FieldError {
  return { path, field: topLevelFieldOf(path), keyword, message, ...(formMessage ? { formMessage } : {}) };
}

/**
 * The keywords of errors that say an answer is missing rather than wrong: a required field or one a rule requires
 * (`requiredWhen` reports `required`), a list short of its `minItems`, an `atLeastOne` group with nothing ticked and a
 * `personChecks` question left unanswered. A partial save (Save & Finish Later) leaves exactly these out.
 */
export const MISSING_ANSWER_KEYWORDS: ReadonlySet<string> = new Set([
  'required',
  'minItems',
  'atLeastOne',
  'personChecks',
]);

/** Whether an error of this keyword says an answer is missing (see MISSING_ANSWER_KEYWORDS). */
export function isMissingAnswer(keyword: string | undefined): boolean {
  return keyword !== undefined && MISSING_ANSWER_KEYWORDS.has(keyword);
}

/** True for a value someone gave: anything but missing, null, an empty string or an empty list (false counts). */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** False for missing, null, false, 'false', 0, '0', '' and an empty list; true for anything else. */
export function isTruthy(value: unknown): boolean {
  if (!isAnswered(value)) return false;
  return value !== false && value !== 'false' && value !== 0 && value !== '0';
}

function sameValue(value: unknown, expected: RuleValue): boolean {
  return value === expected || (isAnswered(value) && typeof value !== 'object' && String(value) === String(expected));
}

/** The field tests of a condition, compound ones flattened. */
export function fieldConditionsOf(condition: RuleCondition): FieldCondition[] {
  if ('all' in condition && condition.all) return condition.all.flatMap(fieldConditionsOf);
  if ('any' in condition && condition.any) return condition.any.flatMap(fieldConditionsOf);
  return [condition as FieldCondition];
}

/** Whether one field's value passes a field test. */
export function valuePasses(condition: FieldCondition, value: unknown): boolean {
  if (condition.equals !== undefined) return sameValue(value, condition.equals);
  if (condition.in !== undefined) return condition.in.some((expected) => sameValue(value, expected));
  return isTruthy(value) === condition.truthy;
}

/**
 * Whether a condition holds, reading each tested field through `read` (given the condition's own path): the base of
 * conditionHolds and of `showWhen`, whose paths are read from the field's own object.
 */
export function conditionHoldsWith(condition: RuleCondition, read: (path: string) => unknown): boolean {
  if ('all' in condition && condition.all) return condition.all.every((part) => conditionHoldsWith(part, read));
  if ('any' in condition && condition.any) return condition.any.some((part) => conditionHoldsWith(part, read));
  const test = condition as FieldCondition;
  return valuePasses(test, read(test.path));
}

/** Whether a condition holds for the given rows (its `*` stand for the same rows as the rule's own path). */
export function conditionHolds(condition: RuleCondition, data: unknown, rows: readonly number[]): boolean {
  return conditionHoldsWith(condition, (path) => valueAtRows(data, path, rows));
}

/** The form's heading for this data: the first `titleWhen` whose condition holds, else the definition's title. */
export function titleOf(definition: Pick<FormDefinition, 'title' | 'titleWhen'>, data: unknown): string {
  const variant = (definition.titleWhen ?? []).find(({ when }) => conditionHolds(when, data, []));
  return variant?.title ?? definition.title;
}

// E-mail addresses differ only by case, phone numbers only by their punctuation.
function comparable(value: string, format: string | undefined): string {
  const trimmed = value.trim();
  if (format === 'email') return trimmed.toLowerCase();
  if (format === 'phone') return trimmed.replace(/\D/g, '');
  return trimmed;
}

function distinctErrors(definition: FormDefinition, rule: DistinctRule, data: unknown): FieldError[] {
  const holders = new Map<string, string[]>();
  for (const pattern of rule.paths) {
    const format = schemaAtPath(definition.schema, pattern)?.format;
    for (const { path, value } of rowsOf(data, pattern)) {
      if (typeof value !== 'string' || !isAnswered(value)) continue;
      const key = comparable(value, format);
      holders.set(key, [...(holders.get(key) ?? []), path]);
    }
  }
  return [...holders.values()]
    .filter((paths) => paths.length > 1)
    .flat()
    .map((path) => fieldError(path, 'distinct', rule.message));
}

function dateOrderErrors(rule: DateOrderRule, data: unknown): FieldError[] {
  const errors: FieldError[] = [];
  for (const { rows, path: startPath, value: start } of rowsOf(data, rule.start)) {
    const end = valueAtRows(data, rule.end, rows);
    // An empty or malformed date is the format check's business, not this rule's.
    const startDate = typeof start === 'string' ? parseUsDate(start) : undefined;
    const endDate = typeof end === 'string' ? parseUsDate(end) : undefined;
    if (!startDate || !endDate || compareDates(startDate, endDate) <= 0) continue;
    const endPath = bindRows(rule.end, rows);
    errors.push(fieldError(startPath, 'dateOrder', rule.message), fieldError(endPath, 'dateOrder', rule.message));
  }
  return errors;
}

function requiredWhenErrors(definition: FormDefinition, rule: RequiredWhenRule, data: unknown): FieldError[] {
  return rowsOf(data, rule.path)
    .filter(({ rows, value }) => !isAnswered(value) && conditionHolds(rule.when, data, rows))
    .map(({ path }) => fieldError(path, 'required', rule.message ?? messageFor(definition, path, 'required')));
}

function equalsErrors(rule: EqualsRule, data: unknown): FieldError[] {
  return rowsOf(data, rule.path)
    .filter(({ rows, value }) => {
      const other = valueAtRows(data, rule.other, rows);
      // An empty field is the required check's business, not this rule's.
      return isAnswered(value) && isAnswered(other) && value !== other;
    })
    .map(({ path }) => fieldError(path, 'equals', rule.message, rule.message));
}

function isTicked(value: unknown): boolean {
  return value === true || value === 'true';
}

function atLeastOneErrors(rule: AtLeastOneRule, data: unknown): FieldError[] {
  const [first] = rule.paths;
  if (!first) return [];
  return rowsOf(data, first)
    .filter(({ rows }) => !rule.when || conditionHolds(rule.when, data, rows))
    .filter(({ rows }) => !rule.paths.some((pattern) => isTicked(valueAtRows(data, pattern, rows))))
    .map(({ path }) => fieldError(path, 'atLeastOne', rule.message));
}

function personPath(pattern: string, key: string): string {
  return pattern.split(PERSON_PLACEHOLDER).join(key);
}

function personCheckErrors(rule: PersonChecksRule, data: unknown): FieldError[] {
  const [firstCheck] = rule.checks;
  const [firstPerson] = rule.persons;
  if (!firstCheck?.paths[0] || !firstPerson) return [];
  const errors: FieldError[] = [];
  for (const { rows } of rowsOf(data, personPath(firstCheck.paths[0], firstPerson.key))) {
    const people = rule.persons.filter((person) => !person.when || conditionHolds(person.when, data, rows));
    for (const check of rule.checks) {
      const passes = (key: string) =>
        check.paths.some((pattern) => {
          const value = valueAtRows(data, personPath(pattern, key), rows);
          return check.test === 'anyTrue' ? isTicked(value) : isAnswered(value);
        });
      const failing = people.filter((person) => !passes(person.key));
      if (failing.length === 0) continue;
      const formMessage = check.message.replace(PERSONS_PLACEHOLDER, failing.map((p) => p.label).join(' and '));
      for (const person of failing) {
        const path = bindRows(personPath(check.paths[0] ?? '', person.key), rows);
        errors.push(
          fieldError(path, 'personChecks', check.message.replace(PERSONS_PLACEHOLDER, person.label), formMessage),
        );
      }
      // The checks are ordered: the row's later checks wait until this one passes.
      break;
    }
  }
  return errors;
}

function ruleErrors(definition: FormDefinition, rule: CrossFieldRule, data: unknown): FieldError[] {
  switch (rule.kind) {
    case 'distinct':
      return distinctErrors(definition, rule, data);
    case 'dateOrder':
      return dateOrderErrors(rule, data);
    case 'requiredWhen':
      return requiredWhenErrors(definition, rule, data);
    case 'equals':
      return equalsErrors(rule, data);
    case 'atLeastOne':
      return atLeastOneErrors(rule, data);
    case 'personChecks':
      return personCheckErrors(rule, data);
  }
}

/** The errors of every cross-field rule of a definition, in rule order (a path may appear more than once). */
export function checkRules(definition: FormDefinition, data: unknown): FieldError[] {
  return definition.rules.flatMap((rule) => ruleErrors(definition, rule, data));
}
