import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import { FORM_SOURCES } from 'forms';
import { listRoutes, type ListedRoute } from 'server/http/routeList.ts';
import { buildApiRouter } from 'server/routes/index.ts';
import { createUser, sessionFor, signedInUser } from 'server/testing/factories.ts';
import { useTestServer } from 'server/testing/useTestServer.ts';

/**
 * Property-based requests against every write route of the router (so a new route is covered the day it is
 * registered), and unknown ones: arbitrary JSON with the forms' own field names, lone surrogates, NUL and other
 * controls, direction overrides, numbers beyond any column, deep nesting, wrong content types, bodies that do and do
 * not decompress, client addresses through one trusted proxy, with and without a session. Every reply must be below
 * 500 and the envelope, and a refusal must write nothing. FUZZ_RUNS sets the number of cases (`npm run fuzz`).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

/** The tables a write route may write to: a refusal leaves each one as it was. */
const WRITTEN_TABLES = [
  'form_submissions',
  'outbound_emails',
  'subscribers',
  'users',
  'code_requests',
  'user_profiles',
  'stored_files',
  'job_outbox',
  'applications',
  'application_drafts',
  'loans',
  'consents',
  'form_definitions',
  'record_migrations',
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every field name of every definition, and the account calls' own. */
function knownFieldNames(): string[] {
  const names = new Set(['formId', 'formVersion', 'revision', 'otp', 'password', 'new_password', 'scope', 'apptype']);
  for (const name of ['email', 'first_name', 'last_name', 'mobile_number', 'work_phone', 'current_password']) {
    names.add(name);
  }
  const collect = (schema: unknown): void => {
    if (typeof schema !== 'object' || schema === null) return;
    const properties = (schema as { properties?: Record<string, unknown> }).properties ?? {};
    for (const [name, child] of Object.entries(properties)) {
      names.add(name);
      collect(child);
    }
    collect((schema as { items?: unknown }).items);
  };
  for (const source of FORM_SOURCES) collect((source.definition as FormDefinition).schema);
  return [...names];
}

const FORM_IDS = [...new Set(FORM_SOURCES.map((source) => (source.definition as FormDefinition).id))];

const nasty = fc.constantFrom(
  '\ud800',
  'a\udc00b',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202egnp.exe',
  '\u2066x\u2069',
  '\u0085',
  'line\nbreak',
  '',
  '   ',
  'x'.repeat(5000),
  'NA',
  '(813) 555-0199',
  'dana.reyes@example.com',
  'DANA@EXAMPLE.COM',
  '2147483648',
  '1e20',
  '-1',
  '0',
  'true',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '{"$ne":null}',
  '../../etc/passwd',
);

const text = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const number = fc.oneof(
  fc.constantFrom(2147483647, 2147483648, 1e20, 1e308, -1, 0, 1, 2, Number.MAX_SAFE_INTEGER + 2, -0, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

function bodies(fieldNames: string[]) {
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: text });
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      number,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(key, tie('value'), { maxKeys: 6 }),
    ),
  }));
  const formBody = fc
    .record({
      formId: fc.oneof(fc.constantFrom(...FORM_IDS), text),
      formVersion: fc.oneof(fc.constantFrom(1, 2, undefined), number, text),
      fields: fc.dictionary(key, value, { maxKeys: 12 }),
    })
    .map(({ formId, formVersion, fields }) => JSON.stringify({ ...fields, formId, formVersion }));
  // A valid filled form of some definition, sent as is or with one field changed: reaches the deepest checks and,
  // on the route that takes it, the save.
  const filled = FORM_SOURCES.flatMap((source) => {
    const definition = source.definition as FormDefinition;
    const valid = (source.fixtures as { valid?: Record<string, unknown>[] }).valid ?? [];
    return valid.map((data) => ({ ...data, formId: definition.id, formVersion: definition.version }));
  });
  const fixtureBody = fc
    .record({
      base: fc.constantFrom(...filled),
      change: fc.option(fc.tuple(key, value), { freq: 2 }),
    })
    .map(({ base, change }) => JSON.stringify(change ? { ...base, [change[0]]: change[1] } : base));
  const deep = fc
    .integer({ min: 30, max: 50_000 })
    .map((depth) => `{"formId":"contact","contMessage":${'['.repeat(depth)}1${']'.repeat(depth)}}`);
  return fc.oneof(
    { weight: 4, arbitrary: formBody },
    { weight: 4, arbitrary: fixtureBody },
    { weight: 2, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '{"a":1}}', 'null', '"text"', '[]', '1e400', '{"__proto__":{"x":1}}'),
    },
  );
}

const encoding = fc.constantFrom(
  'none',
  'none',
  'none',
  'gzip',
  'br',
  'deflate',
  'gzip-bad',
  'br-bad',
  'deflate-bad',
  'x-unknown',
);
const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  undefined,
);
const forwardedFor = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.array(fc.ipV4(), { minLength: 2, maxLength: 4 }).map((ips) => ips.join(', ')),
  text,
  fc.constant(undefined),
);

function encode(body: string, how: string): { bytes: Uint8Array<ArrayBuffer>; header?: string } {
  const utf8 = Buffer.from(body, 'utf8');
  const copy = (buffer: Buffer) => new Uint8Array(buffer);
  switch (how) {
    case 'gzip':
      return { bytes: copy(gzipSync(utf8)), header: 'gzip' };
    case 'br':
      return { bytes: copy(brotliCompressSync(utf8)), header: 'br' };
    case 'deflate':
      return { bytes: copy(deflateSync(utf8)), header: 'deflate' };
    case 'gzip-bad':
    case 'br-bad':
    case 'deflate-bad':
      return { bytes: copy(utf8), header: how.replace('-bad', '') };
    case 'x-unknown':
      return { bytes: copy(utf8), header: 'x-unknown' };
    default:
      return { bytes: copy(utf8) };
  }
}

describe('every write route under arbitrary input', () => {
  const server = useTestServer({ env: { TRUST_PROXY: '1' } });
  let routes: ListedRoute[];
  let token: string;
  // A compliance member's session, so the staff routes (the studio's drafts, reviews and publications) are reached
  // past their gates, not only refused at them.
  let staffToken: string;

  beforeAll(async () => {
    routes = listRoutes(buildApiRouter(server.deps)).filter((route) => WRITE_METHODS.has(route.method));
    token = (await signedInUser(server)).token;
    staffToken = await sessionFor(server, await createUser(server, { role: 'compliance' }));
  });

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of WRITTEN_TABLES) {
      const [row] = await server.deps.db(table).count<{ count: string }[]>({ count: '*' });
      result[table] = Number(row?.count);
    }
    return result;
  }

  /** Replies by HTTP status, printed with FUZZ_REPORT=1 (docs/performance.md records a run). */
  const tally = new Map<number, number>();
  afterAll(() => {
    if (process.env.FUZZ_REPORT) console.log('fuzz replies by status', Object.fromEntries([...tally].sort()));
  });

  it(
    `answers ${RUNS} arbitrary requests below 500, in the envelope, writing nothing on refusal`,
    async () => {
      expect(routes.length).toBeGreaterThan(5);
      const target = fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...routes) },
        {
          weight: 1,
          arbitrary: fc
            .string({ maxLength: 12 })
            .map((segment) => ({ method: 'POST', path: `/api/${encodeURIComponent(segment)}`, gate: undefined })),
        },
      );
      const param = fc.oneof(
        fc.constantFrom('1', '2', '2147483648', 'contact', 'subscribe', '%00', '%ED%A0%80', '-1'),
        fc.string({ maxLength: 8 }),
      );
      const request = fc.record({
        route: target,
        param,
        body: bodies(knownFieldNames()),
        encoding,
        contentType,
        forwardedFor,
        auth: fc.constantFrom('none', 'valid', 'staff', 'garbage'),
      });

      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          await server.deps.jobs.drain();
          const before = await counts();
          const path = input.route.path.replace(/:[A-Za-z]+/g, () =>
            /%/.test(input.param) ? input.param : encodeURIComponent(input.param),
          );
          const { bytes, header } = encode(input.body, input.encoding);
          const headers: Record<string, string> = { accept: 'application/json' };
          if (input.contentType) headers['content-type'] = input.contentType;
          if (header) headers['content-encoding'] = header;
          if (input.forwardedFor !== undefined)
            headers['x-forwarded-for'] = input.forwardedFor.replace(/[^\x20-\x7e]/g, '');
          if (input.auth === 'valid') headers.authorization = `Bearer ${token}`;
          if (input.auth === 'staff') headers.authorization = `Bearer ${staffToken}`;
          if (input.auth === 'garbage') headers.authorization = 'Bearer not-a-token';
          const response = await fetch(`${server.url}${path}`, { method: input.route.method, headers, body: bytes });
          const raw = await response.text();
          expect(response.status, raw).toBeLessThan(500);
          const envelope = JSON.parse(raw) as Record<string, unknown>;
          tally.set(response.status, (tally.get(response.status) ?? 0) + 1);
          expect(envelope).toMatchObject({ status: expect.any(Number), statusText: expect.any(String) });
          expect(Object.hasOwn(envelope, 'data')).toBe(true);
          expect(Array.isArray(envelope.errors)).toBe(true);
          if (envelope.status !== 100) {
            expect(response.status).toBeGreaterThanOrEqual(400);
            await server.deps.jobs.drain();
            expect(await counts()).toEqual(before);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    Math.max(600_000, RUNS * 30),
  );
});
