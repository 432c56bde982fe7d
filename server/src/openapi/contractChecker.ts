import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { formatDefinitions } from 'engine';
import type { SchemaObject } from './jsonSchema.ts';
import type { OpenApiDocument, OpenApiOperation, OpenApiResponse } from './openApiDocument.ts';

/**
 * Checks requests and replies against the served contract with ajv (JSON Schema 2020-12, OpenAPI 3.1's dialect),
 * with the engine's formats as the server checks them: whether a request keeps its operation's schemas, and
 * whether a reply's status is one the operation declares, its content type one it declares, and its body (JSON)
 * the declared schema. The contract test's judge.
 */

const SCHEMAS_PREFIX = '#/components/schemas/';
const DEFS_ID = 'contract';

// Component schemas are put under one schema's $defs, so refs resolve wherever a schema is compiled.
function withContractRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withContractRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMAS_PREFIX)
        ? `${DEFS_ID}#/$defs/${child.slice(SCHEMAS_PREFIX.length)}`
        : withContractRefs(child),
    ]),
  );
}

/** One operation of the document, with its method and path as the router names them. */
export interface ContractOperation {
  /** 'METHOD /api/path' with :params, as listRoutes names it. */
  label: string;
  method: string;
  /** The router's path: /api/… with :params. */
  path: string;
  operation: OpenApiOperation;
}

/** The operations of a document, in its order. */
export function operationsOf(document: OpenApiDocument): ContractOperation[] {
  return Object.entries(document.paths).flatMap(([openApiPath, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const path = openApiPath.replace(/\{([^}]+)\}/g, ':$1');
      return { label: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, operation };
    }),
  );
}

/** What a reply was: its status, content type and text. */
export interface WireReply {
  status: number;
  contentType: string;
  text: string;
}

/** Checks requests and replies against one document. */
export class ContractChecker {
  private readonly ajv: Ajv2020;
  private readonly compiled = new WeakMap<object, ValidateFunction>();

  constructor(readonly document: OpenApiDocument) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    for (const [name, format] of Object.entries(formatDefinitions())) this.ajv.addFormat(name, format);
    this.ajv.addSchema({ $id: DEFS_ID, $defs: withContractRefs(document.components.schemas) as object });
  }

  /** The schema a `$ref` of the document names. */
  resolve = (ref: string): SchemaObject => {
    const name = ref.startsWith(SCHEMAS_PREFIX) ? ref.slice(SCHEMAS_PREFIX.length) : undefined;
    const schema = name ? this.document.components.schemas[name] : undefined;
    if (!schema) throw new Error(`the contract has no ${ref}`);
    return schema;
  };

  /** The problems of a value against a schema of the document ([] when it is valid). */
  problems(schema: SchemaObject, value: unknown): string[] {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(withContractRefs(schema) as object);
      this.compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
  }

  /** Whether a value keeps a schema. */
  accepts(schema: SchemaObject, value: unknown): boolean {
    return this.problems(schema, value).length === 0;
  }

  /** A response of an operation, its `$ref` to the shared responses followed. */
  private responseOf(operation: OpenApiOperation, status: number): OpenApiResponse | undefined {
    const response = operation.responses[String(status)];
    if (!response) return undefined;
    if ('$ref' in response) return this.document.components.responses[response.$ref.split('/').at(-1) ?? ''];
    return response;
  }

  /**
   * What is wrong with a reply to an operation ([] when nothing): a status of 500 or more, a status or content type
   * the operation does not declare, a JSON body its schema refuses, or a refusal whose envelope status is not the
   * HTTP status.
   */
  replyProblems(operation: OpenApiOperation, reply: WireReply): string[] {
    if (reply.status >= 500) return [`answered ${reply.status}: ${reply.text.slice(0, 200)}`];
    const response = this.responseOf(operation, reply.status);
    if (!response) return [`answered ${reply.status}, which the contract does not declare`];
    const media = reply.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const content = response.content ?? {};
    const declared = content[media];
    if (!declared) return [`answered ${reply.status} as '${media}', not ${Object.keys(content).join(' or ')}`];
    if (media !== 'application/json') return [];
    let body: unknown;
    try {
      body = JSON.parse(reply.text);
    } catch {
      return [`answered ${reply.status} with a body that is not JSON`];
    }
    const problems = this.problems(declared.schema, body).map((problem) => `reply ${reply.status}: ${problem}`);
    if (reply.status >= 400 && (body as { status?: unknown }).status !== reply.status) {
      problems.push(`the refusal's envelope status is not ${reply.status}`);
    }
    return problems;
  }
}
