import { createHash } from 'node:crypto';
import type { JsonSchema } from 'engine';
import type { RouteGate } from 'server/http/auth.ts';
import type { ListedRoute } from 'server/http/routeList.ts';
import type { SchemaObject } from './jsonSchema.ts';
import {
  FORM_FIELDS_KEY,
  PARTIAL_FORM_KEY,
  SET_BY_SERVER_KEY,
  type OperationContract,
  type ParameterContract,
  type ResourceContract,
} from './operationContracts.ts';
import type { AnalysedReply, RouteAnalysis } from './routeReplies.ts';

/**
 * The OpenAPI 3.1 document of the API, built from three sources that cannot drift apart unseen: the router (every
 * route, its method, path and gate: listRoutes), the replies its code builds (generated/routeReplies.json, from the
 * types the presenters return) and each operation's inputs (operationContracts.ts), whose form bodies take the JSON
 * Schema of the definition version served. What one source has and another lacks is a problem the contract test
 * fails on; the document is still built, so /api/openapi.json always answers.
 */

/** A parameter as OpenAPI writes it. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: SchemaObject;
}

/** A request or reply body's content, by media type. */
export type OpenApiContent = Record<string, { schema: SchemaObject }>;

/** One reply of an operation. */
export interface OpenApiResponse {
  description: string;
  content?: OpenApiContent;
}

/** One operation. */
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  /** Who may call it: 'public', or the roles a session must have. */
  'x-roles': string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: OpenApiContent };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
}

/** The document. */
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string; 'x-resource': string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
}

/** A form definition's version and schema, as served now. */
export interface ServedForm {
  version: number;
  schema: JsonSchema;
}

/** What the document is built from. */
export interface ContractSources {
  routes: readonly ListedRoute[];
  replies: RouteAnalysis;
  contracts: Readonly<Record<string, OperationContract>>;
  resources: Readonly<Record<string, ResourceContract>>;
  /** The served version of each form the contracts name. */
  forms: ReadonlyMap<string, ServedForm>;
}

/** The document and what its sources disagree on (empty when they agree). */
export interface BuiltContract {
  document: OpenApiDocument;
  problems: string[];
}

/** The shared schema of every refusal. */
export const REFUSAL_SCHEMA_NAME = 'Refusal';

/** What each refusal status means, for every operation that may answer it. */
export const REFUSALS: Readonly<Record<number, string>> = {
  400: "The request is not valid: statusText says why; errors names the fields, fieldErrors each field's path and message.",
  401: 'No live session: sign in, then send the token as a bearer token.',
  403: 'Signed in, but not allowed to do this.',
  404: 'There is no such record, or it is not the caller’s to see.',
  409: 'The record changed since it was read (a stale revision), or the step was already taken.',
  413: 'The request is too large.',
  415: 'The body is not JSON (or, where a file is taken, not multipart/form-data).',
  429: 'Too many attempts: wait a few minutes.',
  503: 'Not available for a moment (the database or the file store is away, or a file is still being made): send the same request again after the Retry-After header’s seconds.',
};

const BEARER = 'bearerSession';

/** The form names a contract's schemas refer to (formFields placeholders). */
export function formsNamedBy(contracts: Readonly<Record<string, OperationContract>>): string[] {
  const names = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      const formId = (value as Record<string, unknown>)[FORM_FIELDS_KEY];
      if (typeof formId === 'string') names.add(formId);
      Object.values(value).forEach(walk);
    }
  };
  walk(contracts);
  return [...names].sort();
}

/** 'GET' '/api/staff/members/:id/disable' -> 'getStaffMembersIdDisable'. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

/** ':id' path segments in OpenAPI's `{id}` form. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/** The `:name` parameters of a path, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] as string);
}

// Keys the engine drops from a submission before it checks it: a contract must not call them refused.
function openedFormSchema(schema: unknown, partial: boolean): SchemaObject {
  if (Array.isArray(schema)) return schema.map((item) => openedFormSchema(item, partial)) as unknown as SchemaObject;
  if (typeof schema !== 'object' || schema === null) return schema as SchemaObject;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || (key === 'additionalProperties' && value === false) || (partial && key === 'required')) {
      continue;
    }
    result[key] =
      key === 'properties'
        ? Object.fromEntries(
            Object.entries(value as object).map(([name, child]) => [name, openedFormSchema(child, partial)]),
          )
        : typeof value === 'object'
          ? openedFormSchema(value, partial)
          : value;
  }
  return result as SchemaObject;
}

/**
 * A form's schema with the fields the server sets itself (dotted paths) neither required nor checked: what is sent
 * there is not read, so a contract must not call it refused.
 */
function withServerFields(schema: SchemaObject, setByServer: Record<string, string>): SchemaObject {
  let result = schema;
  for (const [path, from] of Object.entries(setByServer)) {
    const set = (node: SchemaObject, keys: string[]): SchemaObject => {
      const [key, ...rest] = keys;
      const child = key === undefined ? undefined : node.properties?.[key];
      if (key === undefined || !child) return node;
      const replaced =
        rest.length === 0
          ? { description: `Set by the server from ${from}: what is sent is not read.` }
          : set(child, rest);
      const required = (node.required ?? []).filter((name) => rest.length > 0 || name !== key);
      return {
        ...node,
        properties: { ...node.properties, [key]: replaced },
        ...(required.length > 0 ? { required } : { required: undefined }),
      };
    };
    result = set(result, path.split('.'));
  }
  return JSON.parse(JSON.stringify(result)) as SchemaObject;
}

/** A schema with every formFields placeholder replaced by the served form's fields. */
function resolveForms(schema: SchemaObject, forms: ReadonlyMap<string, ServedForm>, problems: string[]): SchemaObject {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    const node = value as Record<string, unknown>;
    const formId = node[FORM_FIELDS_KEY];
    if (typeof formId === 'string') {
      const served = forms.get(formId);
      if (!served) problems.push(`the form ${formId} is not served`);
      const {
        [FORM_FIELDS_KEY]: _form,
        [PARTIAL_FORM_KEY]: partial,
        [SET_BY_SERVER_KEY]: setByServer,
        properties,
        required,
        ...rest
      } = node;
      const opened = served ? openedFormSchema(served.schema, partial === true) : { type: 'object' as const };
      const fields = withServerFields(opened, (setByServer ?? {}) as Record<string, string>);
      return {
        ...fields,
        ...rest,
        description: served
          ? `The fields of the ${formId} form, version ${served.version} (GET /api/forms/${formId}/${served.version}); ` +
            'undeclared keys are dropped, and the form’s own rules (look-up lists, cross-field rules) apply too.'
          : `The fields of the ${formId} form.`,
        'x-form': served ? `${formId}@${served.version}` : formId,
        properties: { ...fields.properties, ...(walk(properties ?? {}) as Record<string, SchemaObject>) },
        ...(fields.required || required
          ? { required: [...new Set([...(fields.required ?? []), ...((required as string[] | undefined) ?? [])])] }
          : {}),
      };
    }
    return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
  };
  return walk(schema) as SchemaObject;
}

function rolesOf(gate: RouteGate | undefined): string[] {
  return gate?.kind === 'signedIn' ? [...gate.roles] : ['public'];
}

/** The refusals an operation may answer: those of its gate and inputs, and its contract's own. */
function refusalsOf(route: ListedRoute, contract: OperationContract): number[] {
  // 503 with Retry-After: any operation may meet the database (or the file store) away for a moment.
  const statuses = new Set<number>([400, 404, 503, ...(contract.refusals ?? [])]);
  if (route.gate?.kind === 'signedIn') {
    if (!route.gate.unseen) statuses.add(401);
    statuses.add(403);
  }
  if (contract.body) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

function successOf(reply: AnalysedReply, contract: OperationContract, problems: string[], label: string) {
  const medias = reply.media ? [reply.media] : (contract.fileTypes ?? []);
  if (medias.length === 0) problems.push(`${label}: a file reply without fileTypes in its contract`);
  const schemaOf = (media: string): SchemaObject =>
    reply.kind === 'json'
      ? (reply.schema ?? {})
      : reply.kind === 'text'
        ? { type: 'string' }
        : { contentMediaType: media };
  return Object.fromEntries(medias.map((media) => [media, { schema: schemaOf(media) }]));
}

function parametersOf(route: ListedRoute, contract: OperationContract, problems: string[], label: string) {
  const names = pathParameterNames(route.path);
  const declared = Object.keys(contract.path ?? {});
  for (const name of names.filter((name) => !declared.includes(name)))
    problems.push(`${label}: no contract for :${name}`);
  for (const name of declared.filter((name) => !names.includes(name)))
    problems.push(`${label}: no :${name} in the path`);
  const parameter = (name: string, where: 'path' | 'query', value: ParameterContract): OpenApiParameter => ({
    name,
    in: where,
    required: where === 'path' ? true : value.required === true,
    description: value.description,
    schema: value.schema,
  });
  return [
    ...names.flatMap((name) => {
      const value = contract.path?.[name];
      return value ? [parameter(name, 'path', value)] : [];
    }),
    ...Object.entries(contract.query ?? {}).map(([name, value]) => parameter(name, 'query', value)),
  ];
}

/** Builds the document from its sources (see the top of this file). */
export function buildOpenApiDocument(sources: ContractSources): BuiltContract {
  const problems: string[] = [];
  const analysed = new Map(sources.replies.routes.map((route) => [route.operation, route]));
  const listed = new Set(sources.routes.map((route) => `${route.method} ${route.path}`));
  const paths: OpenApiDocument['paths'] = {};
  const usedResources = new Set<string>();
  for (const route of sources.routes) {
    const label = `${route.method} ${route.path}`;
    const contract = sources.contracts[label];
    const replies = analysed.get(label);
    if (!contract) problems.push(`${label}: no contract (server/src/openapi/operationContracts.ts)`);
    if (!replies) problems.push(`${label}: no generated replies (npm run openapi:generate)`);
    if (route.gate === undefined) problems.push(`${label}: no gate`);
    const resource = replies ? sources.resources[replies.resource] : undefined;
    if (replies && !resource) problems.push(`${label}: the resource ${replies.resource} has no entry in RESOURCES`);
    if (!contract || !replies || !resource) continue;
    usedResources.add(replies.resource);
    const parameters = parametersOf(route, contract, problems, label);
    const responses: OpenApiOperation['responses'] = {};
    for (const reply of replies.replies) {
      responses[String(reply.status)] = {
        description: reply.status === 201 ? 'Stored.' : 'Done: the envelope with status 100 and the data.',
        content: successOf(reply, contract, problems, label),
      };
    }
    for (const status of refusalsOf(route, contract)) {
      if (!REFUSALS[status]) problems.push(`${label}: the refusal ${status} has no meaning in REFUSALS`);
      responses[String(status)] = { $ref: `#/components/responses/${status}` };
    }
    const operation: OpenApiOperation = {
      operationId: operationIdOf(route.method, route.path),
      tags: [resource.name],
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      security: route.gate?.kind === 'signedIn' ? [{ [BEARER]: [] }] : [],
      'x-roles': rolesOf(route.gate),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(contract.body
        ? {
            requestBody: {
              required: contract.body.media === 'multipart/form-data' || contract.body.required !== false,
              content: {
                [contract.body.media]: { schema: resolveForms(contract.body.schema, sources.forms, problems) },
              },
            },
          }
        : {}),
      responses,
    };
    const pathItem = (paths[openApiPath(route.path)] ??= {});
    pathItem[route.method.toLowerCase()] = operation;
  }
  for (const label of Object.keys(sources.contracts).filter((label) => !listed.has(label))) {
    problems.push(`${label}: a contract for a route the router does not have`);
  }
  const usedStatuses = new Set(
    Object.values(paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => Object.keys(operation.responses)),
    ),
  );
  const responses = Object.fromEntries(
    Object.entries(REFUSALS)
      .filter(([status]) => usedStatuses.has(status))
      .map(([status, description]) => [
        status,
        {
          description,
          content: { 'application/json': { schema: { $ref: `#/components/schemas/${REFUSAL_SCHEMA_NAME}` } } },
        },
      ]),
  );
  const schemas: Record<string, SchemaObject> = {
    ...sources.replies.schemas,
    [REFUSAL_SCHEMA_NAME]: {
      description: 'A refusal: the envelope with the HTTP status as its status, no data, and what is wrong.',
      type: 'object',
      properties: {
        status: { type: 'integer', minimum: 400, maximum: 599, description: 'The HTTP status.' },
        statusText: { type: 'string', description: 'What to tell the person.' },
        data: { type: 'null' },
        errors: { type: 'array', items: { type: 'string' }, description: 'The refused fields (top level).' },
        fieldErrors: {
          type: 'array',
          items: { $ref: '#/components/schemas/FieldProblem' },
          description: 'Each refused field: its full path and message.',
        },
      },
      required: ['status', 'statusText', 'data', 'errors'],
    },
  };
  const tags = Object.entries(sources.resources)
    .filter(([folder]) => usedResources.has(folder))
    .map(([folder, resource]) => ({ name: resource.name, description: resource.description, 'x-resource': folder }));
  const body = { tags, paths, components: { schemas, responses } };
  const version = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 12);
  return {
    document: {
      openapi: '3.1.0',
      info: {
        title: 'Harbor Oak Mortgage API',
        version,
        description:
          'Every reply is the envelope { status, statusText, data, errors }: status 100 on success, else the HTTP ' +
          'status. Signed-in calls send the session token as a bearer token. Text is single-line where a field is ' +
          'a name or an identifier: direction controls and invisible characters are refused everywhere. The ' +
          'version is a digest of this contract: it changes whenever an operation does.',
      },
      tags,
      paths,
      components: {
        schemas,
        responses,
        securitySchemes: {
          [BEARER]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token a sign-in returns (POST /api/authenticate, POST /api/staff/verify).',
          },
        },
      },
    },
    problems,
  };
}
