/**
 * The shape of a form definition: data, not code. A definition lives in forms/<id>/v<N>/ and, once published,
 * in the form_definitions table; records remember the version they were filled on and are read with it.
 */

/** The JSON Schema (draft-07) subset the engine and the renderer understand. */
export interface JsonSchema {
  $schema?: string;
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: (string | number | boolean | null)[];
  const?: string | number | boolean | null;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

/** RJSF hints keyed like the data (`"ui:widget"`, `"ui:options"`, nested field names). */
export type UiSchema = { [key: string]: unknown };

/**
 * The wording shown when a field fails a rule, keyed by the JSON Schema keyword (`required`, `format`,
 * `maxLength`, `enum`, `const`, `lookup` for a value outside the field's lookup list, ...). `invalid` covers every
 * failing keyword the field does not name.
 */
export type FieldMessages = Partial<Record<string, string>> & { required?: string; invalid?: string };

/** One choice of a lookup list: the stored value and the label shown. */
export interface LookupOption {
  value: string;
  text: string;
}

/** Options of each lookup type a definition binds (type number -> options in list order). */
export type LookupOptions = ReadonlyMap<number, readonly LookupOption[]>;

/** A scalar a condition compares with. */
export type RuleValue = string | number | boolean;

/**
 * A test on another field of the same row (its `*` stand for the same rows as the rule's own path; a row number such
 * as `residences.0.durationTermYears` names that row of the list). Exactly one of `equals`, `in` or `truthy` is
 * given; a value is truthy unless it is missing, null, false, 'false', 0, '0', '' or an empty list.
 */
export type FieldCondition = { path: string } & (
  | { equals: RuleValue; in?: never; truthy?: never }
  | { in: RuleValue[]; equals?: never; truthy?: never }
  | { truthy: boolean; equals?: never; in?: never }
);

/** Several tests at once: `all` holds when every one holds, `any` when at least one does. */
export type CompoundCondition = { all: RuleCondition[]; any?: never } | { any: RuleCondition[]; all?: never };

/** A condition on the record: one field's test, or several combined. */
export type RuleCondition = FieldCondition | CompoundCondition;

/**
 * Values that must differ across every listed path (and every row of a `*` path): each repeated value fails on
 * every field that holds it. E-mail fields compare case-insensitively, phone fields by their digits.
 */
export interface DistinctRule {
  kind: 'distinct';
  paths: string[];
  message: string;
}

/** Within one row, a start date (MM/DD/YYYY) may not be after the end date; both fields get the message. */
export interface DateOrderRule {
  kind: 'dateOrder';
  start: string;
  end: string;
  message: string;
}

/** A field required only while a condition on the same row holds; the message defaults to its `required` one. */
export interface RequiredWhenRule {
  kind: 'requiredWhen';
  path: string;
  when: RuleCondition;
  message?: string;
}

/**
 * Within one row, a field must hold the same value as another (a confirmed password): once both are answered and
 * differ, `path` gets the message, which is also the form-level message.
 */
export interface EqualsRule {
  kind: 'equals';
  path: string;
  other: string;
  message: string;
}

/**
 * Within one row, at least one of several flags is ticked (true or 'true') while a condition holds (the chapters of a
 * declared bankruptcy); otherwise the first path gets the message.
 */
export interface AtLeastOneRule {
  kind: 'atLeastOne';
  paths: string[];
  when?: RuleCondition;
  message: string;
}

/** One person a `personChecks` rule evaluates: `{person}` in the check paths becomes `key`. */
export interface RulePerson {
  key: string;
  /** Word used in the combined message (`Borrower`, `Coborrower`). */
  label: string;
  /** The person exists only while this holds (a co-borrower only when the row says there is one). */
  when?: RuleCondition;
}

/** One ordered check of a `personChecks` rule. */
export interface PersonCheck {
  /**
   * Wording with `{persons}` standing for the failing people's labels joined by " and ":
   * `{persons} Ethnicity is required` -> `Borrower and Coborrower Ethnicity is required`.
   */
  message: string;
  /** Paths with `{person}`; the first one is where the field message shows. */
  paths: string[];
  /** `answered`: any path holds a value (false counts); `anyTrue`: any path is true or 'true' (a ticked flag). */
  test: 'answered' | 'anyTrue';
}

/**
 * Ordered checks per person (part 2 §5.4): the first check that fails for anyone in a row gives one form-level
 * message naming everyone it fails for, and marks each of them; later checks of that row wait.
 */
export interface PersonChecksRule {
  kind: 'personChecks';
  persons: RulePerson[];
  checks: PersonCheck[];
}

/** A cross-field rule, checked after the JSON Schema by the engine on both sides. */
export type CrossFieldRule =
  DistinctRule | DateOrderRule | RequiredWhenRule | EqualsRule | AtLeastOneRule | PersonChecksRule;

/** Who sees a step: everyone (the default), or only a visitor (a step that signs the person in). */
export type StepAudience = 'everyone' | 'visitor';

/**
 * A step of a multi-step form: the fields it shows (a path covers everything under it). The stepped renderer
 * walks the steps in order and skips one whose `when` does not hold on the data so far, or whose audience is
 * visitors while the person is signed in.
 */
export interface FormStep {
  id: string;
  title: string;
  /** The fields it shows; empty for a step that only shows something (`display`). */
  fields: string[];
  /** Form-level message when this step has errors; the definition's `formMessage` when omitted. */
  formMessage?: string;
  /** Shown only while this holds on the record (paths are whole data paths). */
  when?: RuleCondition;
  audience?: StepAudience;
  /**
   * A step the host page draws itself instead of fields (the wizard's sign-in step, its credit score display):
   * the renderer asks the host for this name.
   */
  display?: string;
  /** Counted in the step counter ('Step 2 of 5'); steps after the counted ones show no counter. */
  counted?: boolean;
  /** Fields whose shown values summarise the step in the breadcrumb once it is done. */
  summary?: string[];
  /**
   * A list field (among `fields`) whose rows are people shown one at a time (the 1003's stages 3, 5 and 6): the
   * renderer shows the applicant switcher, validates the person on screen only, and Continue marks that person
   * completed (the row's `completed` flag when it has one) before moving to the next; after the last, the next step.
   */
  people?: string;
}

/**
 * A form definition. Field paths (in messages, lookups, rules and steps) are dotted data paths where `*` stands
 * for any row of a list: `contEmail`, `borrower.firstName`, `applicants.*.email`.
 */
export interface FormDefinition {
  /** Stable name, also the folder under forms/ and the form_id column. */
  id: string;
  /** Whole number from 1; a published version never changes. */
  version: number;
  /** Heading shown above the form. */
  title: string;
  /**
   * Other headings for other data: the first whose condition holds over the form's data replaces `title`
   * (Change Password is "Set a password" for an account that has none). See titleOf.
   */
  titleWhen?: { when: RuleCondition; title: string }[];
  description?: string;
  /** Shown above the form (and as the refusal's statusText) when it has errors; the spec's default otherwise. */
  formMessage?: string;
  /** JSON Schema draft-07 of the data; the root is an object that allows no other properties. */
  schema: JsonSchema;
  uiSchema: UiSchema;
  /**
   * Field path -> lookup list type number (part 2 §3.11). The field is a plain string in the schema; the engine
   * refuses a value the list lacks, and the renderer shows the list's options.
   */
  lookups: Record<string, number>;
  /** Field path -> rule -> exact wording. */
  messages: Record<string, FieldMessages>;
  /** Cross-field rules, checked in order after the schema. */
  rules: CrossFieldRule[];
  /** Steps of a multi-step form, in order; validation can be limited to one. */
  steps?: FormStep[];
  /**
   * How the answers of an in-progress record filled on the previous version move to this one (renamed or moved
   * fields, split or merged options, defaults); see engine/src/studio/recordMigration.ts.
   */
  migration?: VersionMigration;
}

/** A scalar a migration writes: a new option value or a default. */
export type MigrationValue = string | number | boolean;

/**
 * How answers move from an earlier version to the version that declares it. Paths use `*` for list rows. Renames
 * come first, then the option maps and the defaults, which name the new paths; an answer with no place in the new
 * version is dropped and reported, never silently lost.
 */
export interface VersionMigration {
  /** The version it moves answers from; the previous one when absent. */
  from?: number;
  /**
   * Old data path -> new data path: a renamed field, or one moved into or out of an object (both sides have the same
   * number of `*`, bound to the same rows in order). A whole object or list moves with everything in it. An answer
   * never overwrites another: of fields merged into one, the first listed keeps its answer and the others are dropped
   * (and reported).
   */
  renamed?: Record<string, string>;
  /** New path -> old stored value (as text) -> new stored value: options split or merged. */
  options?: Record<string, Record<string, MigrationValue>>;
  /** New path -> the value given where the record has no answer (in the rows it has; no row is added for it). */
  defaults?: Record<string, MigrationValue>;
}

/** An example that must fail, with the message expected on each failing field path. */
export interface InvalidFixture {
  description?: string;
  data: Record<string, unknown>;
  errors: Record<string, string>;
  /** The form-level message expected, when the fixture asserts it (a rule's own, such as stage 6's combined one). */
  formMessage?: string;
}

/** Examples kept beside a definition; tests, server tests and stories all read them. */
export interface FormFixtures {
  valid: Record<string, unknown>[];
  invalid: InvalidFixture[];
}
