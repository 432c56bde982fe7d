/**
 * The JSON Schema (2020-12, OpenAPI 3.1's dialect) objects the contract is written in: the keywords the generator
 * writes and the test reads, and the `x-` extensions OpenAPI allows.
 */

/** A JSON type name. */
export type JsonTypeName = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'array' | 'object';

/** One JSON Schema. */
export interface SchemaObject {
  $ref?: string;
  type?: JsonTypeName | JsonTypeName[];
  title?: string;
  description?: string;
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  multipleOf?: number;
  items?: SchemaObject;
  prefixItems?: SchemaObject[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: SchemaObject | boolean;
  minProperties?: number;
  anyOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  allOf?: SchemaObject[];
  not?: SchemaObject;
  default?: unknown;
  examples?: unknown[];
  contentMediaType?: string;
  [extension: `x-${string}`]: unknown;
}
