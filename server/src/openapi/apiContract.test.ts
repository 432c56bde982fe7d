import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from 'server/http/routeList.ts';
import { buildApiRouter } from 'server/routes/index.ts';
import { sessionFor } from 'server/testing/factories.ts';
import { samplePng } from 'server/testing/sampleFiles.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';
import { ContractChecker, operationsOf, type ContractOperation, type WireReply } from './contractChecker.ts';
import {
  contractExamples,
  makeContractWorld,
  type ContractWorld,
  type ExampleRequest,
  type Persona,
} from './contractWorld.ts';
import type { SchemaObject } from './jsonSchema.ts';
import { buildOpenApiDocument, pathParameterNames, type OpenApiDocument } from './openApiDocument.ts';
import { OPERATION_CONTRACTS, RESOURCES } from './operationContracts.ts';
import { arbitraryOf, brokenValues, resolved, type SampleHints } from './schemaSamples.ts';
import { ROUTE_REPLIES, servedForms } from './servedContract.ts';

/**
 * The contract test (issue 25, item 7), Schemathesis' checks in JS against the running app on its database: the
 * contract served at /api/openapi.json has every route of the router; each operation is sent its example (a request
 * its caller may make, which must succeed), requests that break its schemas in one place (each must be refused with a
 * 4xx refusal envelope), and requests generated from its schemas. Every reply must have a status below 500 that the
 * operation declares, a declared content type, and a body its schema accepts. CONTRACT_RUNS sets how many generated
 * requests each operation gets, CONTRACT_SEED the seed (printed on failure).
 */
const GENERATED = Number(process.env.CONTRACT_RUNS ?? 3);
const BROKEN = Number(process.env.CONTRACT_BROKEN ?? 10);
const SEED = Number(process.env.CONTRACT_SEED ?? 250_725);
/** Each test's time limit: the requests are many, on a machine the whole suite shares. */
const TEST_TIMEOUT = 180_000;

/** Operations no example can make succeed in a test: they need an authenticator's code or a mailed link. */
const WITHOUT_EXAMPLE = new Set(['POST /api/staff/verify', 'POST /api/staff/accept']);

/** A request in parts, before it is put on the wire. */
interface RequestParts {
  as: Persona;
  params: Record<string, string>;
  query: Record<string, string>;
  body?: { json: unknown } | { upload: { data: Buffer; name: string; type: string } };
}

/** One request that did not go as the contract says. */
interface Finding {
  operation: string;
  request: string;
  problems: string[];
}

const server = useTestServer({ env: { TRUST_PROXY: '1' } });
let world: ContractWorld;
let document: OpenApiDocument;
let checker: ContractChecker;
let operations: ContractOperation[];
const examples = new Map<string, RequestParts>();
let sent = 0;

beforeAll(async () => {
  world = await makeContractWorld(server);
  const response = await fetch(`${server.url}/api/openapi.json`);
  document = (await response.json()) as OpenApiDocument;
  checker = new ContractChecker(document);
  operations = operationsOf(document);
}, 300_000);

/** The path, query and body of an example, read against its operation's path. */
function partsOf(operation: ContractOperation, example: ExampleRequest): RequestParts {
  const [pathPart = '', queryPart = ''] = example.path.split('?');
  const template = operation.path.replace(/^\/api\//, '').split('/');
  const actual = pathPart.split('/');
  const params: Record<string, string> = {};
  template.forEach((segment, index) => {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual[index] ?? '');
  });
  return {
    as: example.as,
    params,
    query: Object.fromEntries(new URLSearchParams(queryPart)),
    ...(example.upload
      ? { body: { upload: example.upload } }
      : example.body === undefined
        ? {}
        : { body: { json: example.body } }),
  };
}

function urlOf(operation: ContractOperation, parts: RequestParts): string {
  const path = operation.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_all, name: string) =>
    encodeURIComponent(parts.params[name] ?? ''),
  );
  const query = new URLSearchParams(parts.query).toString();
  return `${server.url}${path}${query ? `?${query}` : ''}`;
}

/** Sends a request as its persona (a fresh session each time: a request may end its session), from its own address. */
async function send(operation: ContractOperation, parts: RequestParts): Promise<WireReply> {
  sent += 1;
  const headers: Record<string, string> = {
    // Each request from its own client address, so the per-address limits are not what every reply is about.
    'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
  };
  if (parts.as !== 'visitor') headers.authorization = `Bearer ${await sessionFor(server, world.users[parts.as])}`;
  let body: string | FormData | undefined;
  if (parts.body && 'json' in parts.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(parts.body.json);
  } else if (parts.body) {
    const form = new FormData();
    const { data, name, type } = parts.body.upload;
    form.append('file', new Blob([new Uint8Array(data)], { type }), name);
    body = form;
  }
  const response = await fetch(urlOf(operation, parts), { method: operation.method, headers, body });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: Buffer.from(await response.arrayBuffer()).toString('utf8'),
  };
}

function describeRequest(operation: ContractOperation, parts: RequestParts): string {
  const body = parts.body && 'json' in parts.body ? ` ${JSON.stringify(parts.body.json).slice(0, 300)}` : '';
  return `${parts.as}: ${operation.method} ${urlOf(operation, parts).slice(server.url.length)}${body}`;
}

/** The persona an operation's generated requests are sent as: its example's, else one its gate admits. */
function personaOf(operation: ContractOperation): Persona {
  const example = examples.get(operation.label);
  if (example) return example.as;
  const roles = operation.operation['x-roles'];
  if (roles.includes('public')) return 'visitor';
  if (roles.includes('borrower')) return 'owner';
  if (roles.includes('loan_officer')) return 'officer';
  return roles.includes('compliance') ? 'compliance' : 'admin';
}

/** A path or query value as the schema reads it: digits are a number where the schema is not text alone. */
function parameterValue(schema: SchemaObject, raw: string): unknown {
  const node = resolved(schema, checker.resolve);
  return node.type !== 'string' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
}

function parameterSchemas(operation: ContractOperation, where: 'path' | 'query') {
  return (operation.operation.parameters ?? []).filter((parameter) => parameter.in === where);
}

function bodySchema(operation: ContractOperation): { media: string; schema: SchemaObject } | undefined {
  const content = operation.operation.requestBody?.content ?? {};
  const [media, value] = Object.entries(content)[0] ?? [];
  return media && value ? { media, schema: value.schema } : undefined;
}

/** Values of keys the example sends (at any depth), for the generated requests to reach the world's records. */
function hintsFrom(parts: RequestParts | undefined): SampleHints {
  const values = new Map<string, unknown[]>();
  const walk = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (typeof child !== 'object' || child === null) values.set(key, [...(values.get(key) ?? []), child]);
      walk(child);
    }
  };
  if (parts?.body && 'json' in parts.body) walk(parts.body.json);
  return { valuesOf: (key) => values.get(key) };
}

/** One sample of an arbitrary, reproducibly from the seed and a salt. */
function sampleOf<T>(arbitrary: fc.Arbitrary<T>, salt: number): T {
  const [value] = fc.sample(arbitrary, { numRuns: 1, seed: SEED + salt });
  return value as T;
}

/** A request generated from the operation's schemas (the example's values used for the records' ids half the time). */
function generatedRequest(operation: ContractOperation, salt: number): RequestParts | undefined {
  const example = examples.get(operation.label);
  const params: Record<string, string> = {};
  for (const [index, parameter] of parameterSchemas(operation, 'path').entries()) {
    const known = example?.params[parameter.name];
    const value = sampleOf(arbitraryOf(parameter.schema, checker.resolve), salt * 31 + index);
    params[parameter.name] = known !== undefined && (salt + index) % 2 === 0 ? known : String(value);
  }
  const query: Record<string, string> = {};
  for (const [index, parameter] of parameterSchemas(operation, 'query').entries()) {
    const known = example?.query[parameter.name];
    if (!parameter.required && (salt + index) % 3 === 0) continue;
    const value = sampleOf(arbitraryOf(parameter.schema, checker.resolve), salt * 37 + index);
    query[parameter.name] = known !== undefined && (salt + index) % 2 === 0 ? known : String(value);
  }
  const parts: RequestParts = { as: personaOf(operation), params, query };
  const body = bodySchema(operation);
  if (!body) return parts;
  if (body.media === 'multipart/form-data') {
    return { ...parts, body: { upload: { data: samplePng(8, 8), name: 'scan.png', type: 'image/png' } } };
  }
  if (!operation.operation.requestBody?.required && salt % 2 === 1) return parts;
  const arbitrary = arbitraryOf(body.schema, checker.resolve, hintsFrom(example));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const value = sampleOf(arbitrary, salt * 101 + attempt);
    if (checker.accepts(body.schema, value)) return { ...parts, body: { json: value } };
  }
  return undefined;
}

/** One request that breaks the operation's contract in one place: a path or query parameter, or the body. */
interface BrokenRequest {
  change: string;
  parts: RequestParts;
}

/** Requests made from a valid one that break its contract in one place, each confirmed broken by the checker. */
function brokenRequests(operation: ContractOperation, valid: RequestParts): BrokenRequest[] {
  const found: BrokenRequest[][] = [];
  const asText = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  for (const parameter of parameterSchemas(operation, 'path')) {
    const current = valid.params[parameter.name] ?? '';
    found.push(
      brokenValues(parameter.schema, parameterValue(parameter.schema, current), checker.resolve).flatMap(
        ({ change, value }) => {
          const text = asText(value);
          if (text === undefined || text === '') return [];
          if (checker.accepts(parameter.schema, parameterValue(parameter.schema, text))) return [];
          return [
            {
              change: `:${parameter.name} ${change}`,
              parts: { ...valid, params: { ...valid.params, [parameter.name]: text } },
            },
          ];
        },
      ),
    );
  }
  for (const parameter of parameterSchemas(operation, 'query')) {
    const variants: BrokenRequest[] = [];
    if (parameter.required) {
      const { [parameter.name]: _left, ...query } = valid.query;
      variants.push({ change: `?${parameter.name} left out`, parts: { ...valid, query } });
    }
    const current = valid.query[parameter.name] ?? '';
    for (const { change, value } of brokenValues(
      parameter.schema,
      parameterValue(parameter.schema, current),
      checker.resolve,
    )) {
      const text = asText(value);
      if (text === undefined || checker.accepts(parameter.schema, parameterValue(parameter.schema, text))) continue;
      variants.push({
        change: `?${parameter.name} ${change}`,
        parts: { ...valid, query: { ...valid.query, [parameter.name]: text } },
      });
    }
    found.push(variants);
  }
  const body = bodySchema(operation);
  if (body?.media === 'multipart/form-data') {
    found.push([{ change: 'JSON instead of the file', parts: { ...valid, body: { json: {} } } }]);
  } else if (body && valid.body && 'json' in valid.body) {
    const value = valid.body.json;
    found.push(
      brokenValues(body.schema, value, checker.resolve)
        .filter((candidate) => !checker.accepts(body.schema, candidate.value))
        .map(({ change, value: broken }) => ({
          change: `body: ${change}`,
          parts: { ...valid, body: { json: broken } },
        })),
    );
  }
  // Round robin over where the break is, so a long body's keys do not crowd out the parameters; within each, in an
  // order drawn from the seed, so another seed tries other breaks.
  for (const [index, list] of found.entries())
    found[index] = sampleOf(fc.shuffledSubarray(list, { minLength: list.length }), index);
  const chosen: BrokenRequest[] = [];
  for (let round = 0; chosen.length < BROKEN && found.some((list) => list.length > round); round += 1) {
    for (const list of found) if (list[round] && chosen.length < BROKEN) chosen.push(list[round] as BrokenRequest);
  }
  return chosen;
}

function report(findings: Finding[]): string {
  return findings
    .slice(0, 40)
    .map((finding) => `${finding.operation}\n    ${finding.request}\n    ${finding.problems.join('\n    ')}`)
    .join('\n');
}

describe('the API contract (OpenAPI 3.1 at /api/openapi.json)', () => {
  it('has every route of the router, and each operation one example, and nothing else', async () => {
    const routes = listRoutes(buildApiRouter(server.deps));
    expect(routes.length).toBeGreaterThan(100);
    const built = buildOpenApiDocument({
      routes,
      replies: ROUTE_REPLIES,
      contracts: OPERATION_CONTRACTS,
      resources: RESOURCES,
      forms: await servedForms(server.deps.db),
    });
    expect(built.problems).toEqual([]);
    expect(built.document).toEqual(document);
    expect(operations.map((operation) => operation.label).sort()).toEqual(
      routes.map((route) => `${route.method} ${route.path}`).sort(),
    );
    for (const operation of operations) {
      expect(pathParameterNames(operation.path).length, operation.label).toBe(
        (operation.operation.parameters ?? []).filter((parameter) => parameter.in === 'path').length,
      );
    }
    const withExample = Object.keys(contractExamples(server));
    expect(operations.map((operation) => operation.label).filter((label) => !withExample.includes(label))).toEqual([
      ...WITHOUT_EXAMPLE,
    ]);
  });

  it(
    'answers every example with success, within the contract',
    async () => {
      const builders = contractExamples(server);
      const findings: Finding[] = [];
      for (const operation of operations) {
        const builder = builders[operation.label];
        if (!builder) continue;
        const parts = partsOf(operation, await builder(world));
        examples.set(operation.label, parts);
        const reply = await send(operation, parts);
        const problems = checker.replyProblems(operation.operation, reply);
        if (reply.status >= 300) problems.push(`the example was refused: ${reply.status} ${reply.text.slice(0, 200)}`);
        if (problems.length > 0)
          findings.push({ operation: operation.label, request: describeRequest(operation, parts), problems });
        await server.deps.jobs.drain();
      }
      expect(findings, report(findings)).toEqual([]);
      expect(examples.size).toBe(operations.length - WITHOUT_EXAMPLE.size);
    },
    TEST_TIMEOUT,
  );

  it(
    'refuses every request that breaks the contract with a declared 4xx refusal envelope',
    async () => {
      const findings: Finding[] = [];
      let refused = 0;
      for (const [index, operation] of operations.entries()) {
        const valid = examples.get(operation.label) ?? generatedRequest(operation, index);
        if (!valid) continue;
        for (const { change, parts } of brokenRequests(operation, valid)) {
          const reply = await send(operation, parts);
          const problems = checker.replyProblems(operation.operation, reply);
          if (reply.status < 400 || reply.status >= 500)
            problems.push(`a request whose ${change} was answered ${reply.status}`);
          else refused += 1;
          if (problems.length > 0)
            findings.push({ operation: operation.label, request: describeRequest(operation, parts), problems });
        }
      }
      expect(findings, `seed ${SEED}\n${report(findings)}`).toEqual([]);
      expect(refused).toBeGreaterThan(operations.length);
    },
    TEST_TIMEOUT,
  );

  it(
    'answers requests generated from the schemas within the contract',
    async () => {
      const findings: Finding[] = [];
      for (const [index, operation] of operations.entries()) {
        for (let run = 0; run < GENERATED; run += 1) {
          const parts = generatedRequest(operation, index * 1000 + run);
          if (!parts) {
            findings.push({
              operation: operation.label,
              request: '-',
              problems: ['no valid request could be generated'],
            });
            continue;
          }
          const reply = await send(operation, parts);
          const problems = checker.replyProblems(operation.operation, reply);
          if (problems.length > 0)
            findings.push({ operation: operation.label, request: describeRequest(operation, parts), problems });
        }
      }
      expect(findings, `seed ${SEED}\n${report(findings)}`).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
