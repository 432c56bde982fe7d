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
 * `maxLength`, `enum`, `const`, ...). `invalid` covers every failing keyword the field does not name.
 */
export type FieldMessages = Partial<Record<string, string>> & { required?: string; invalid?: string };

/**
 * A form definition. Field paths (in messages and lookups) are dotted data paths where `*` stands for any
 * row of a list: `contEmail`, `borrower.firstName`, `applicants.*.email`.
 */
export interface FormDefinition {
  /** Stable name, also the folder under forms/ and the form_id column. */
  id: string;
  /** Whole number from 1; a published version never changes. */
  version: number;
  /** Heading shown above the form. */
  title: string;
  description?: string;
  /** JSON Schema draft-07 of the data; the root is an object that allows no other properties. */
  schema: JsonSchema;
  uiSchema: UiSchema;
  /** Field path -> lookup list type number (part 2 §3.11); the server fills the options. */
  lookups: Record<string, number>;
  /** Field path -> rule -> exact wording. */
  messages: Record<string, FieldMessages>;
  /** Cross-field rules; empty until the rule evaluator lands with the 1003 application. */
  rules: unknown[];
}

/** An example that must fail, with the message expected on each failing field path. */
export interface InvalidFixture {
  description?: string;
  data: Record<string, unknown>;
  errors: Record<string, string>;
}

/** Examples kept beside a definition; tests, server tests and stories all read them. */
export interface FormFixtures {
  valid: Record<string, unknown>[];
  invalid: InvalidFixture[];
}
