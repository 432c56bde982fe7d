import type { Envelope } from 'ui/api/client.ts';
import { FORM_SOURCES } from 'forms';
import lookupFixture from './lookupFixture.json' with { type: 'json' };

interface LookupFixtureList {
  type: number;
  name: string;
  options: { value: string; text: string }[];
}

const LISTS: readonly LookupFixtureList[] = lookupFixture.lists;
const ZIPS: Readonly<Record<string, { city: string; state: string; stateName: string }>> = lookupFixture.zips;

function envelope<T>(status: number, statusText: string, data: T | null, errors: string[] = []): Envelope<T> {
  return { status, statusText, data, errors };
}

function reply(httpStatus: number, body: Envelope<unknown>): Response {
  return new Response(JSON.stringify(body), { status: httpStatus, headers: { 'content-type': 'application/json' } });
}

/** Two fictional officers, one licensed in two states (the list has a row per licence). */
const OFFICERS = [
  {
    id: 1,
    fullname: 'Dana Whitfield',
    email: 'dana@example.com',
    work_phone: '(555) 010-2001',
    nmls_id: '100001',
    statename: 'Florida',
    state: 'FL',
    license: 'LO-1001',
  },
  {
    id: 1,
    fullname: 'Dana Whitfield',
    email: 'dana@example.com',
    work_phone: '(555) 010-2001',
    nmls_id: '100001',
    statename: 'Texas',
    state: 'TX',
    license: 'LO-1002',
  },
  {
    id: 2,
    fullname: 'Marcus Lee',
    email: 'marcus@example.com',
    work_phone: '(555) 010-2002',
    nmls_id: '100002',
    statename: 'Florida',
    state: 'FL',
    license: 'LO-2001',
  },
];

const notFound = (statusText: string) => reply(404, envelope(404, statusText, null));

interface DefinitionFile {
  id: string;
  version: number;
}

/** GET /api/forms/:formId[/:version], answered from forms/ (the latest version when none is named). */
function formReply(formId: string, version: string | undefined): Response {
  const matches = FORM_SOURCES.map((source) => source.definition as DefinitionFile)
    .filter((definition) => definition.id === formId)
    .filter((definition) => version === undefined || String(definition.version) === version)
    .sort((a, b) => b.version - a.version);
  const definition = matches[0];
  return definition ? reply(200, envelope(100, 'Success', definition)) : notFound('This form is not available.');
}

function rowsOf(types: readonly number[]) {
  return LISTS.filter((list) => types.includes(list.type)).flatMap((list) =>
    list.options.map((option, index) => ({ id: list.type * 1000 + index + 1, type: list.type, ...option })),
  );
}

/** GET /api/lookups/zip/:zip, GET /api/lookups/:name and /api/lookups/list (GET ?types=, or POST) from the lookup fixture. */
async function lookupReply(rest: string, request: Request): Promise<Response> {
  const zip = /^zip\/(\d{5})(?:-\d{4})?$/.exec(rest);
  if (zip?.[1]) {
    const place = ZIPS[zip[1]];
    return place
      ? reply(200, envelope(100, 'Success', { zip: zip[1], ...place, country: 'US' }))
      : reply(404, envelope(404, 'Enter valid zip code', null, ['zip']));
  }
  if (rest === 'list' && request.method === 'GET') {
    const types = (new URL(request.url).searchParams.get('types') ?? '').split(',').filter(Boolean);
    return reply(200, envelope(100, 'Success', rowsOf(types.map(Number))));
  }
  if (rest === 'list' && request.method === 'POST') {
    const body = (await request.json()) as unknown;
    const types = Array.isArray(body) ? body : ((body as { types?: unknown[] }).types ?? []);
    return reply(200, envelope(100, 'Success', rowsOf(types.map(Number))));
  }
  const list = LISTS.find((item) => item.name === rest.toLowerCase() || String(item.type) === rest);
  return list ? reply(200, envelope(100, 'Success', rowsOf([list.type]))) : notFound('Unknown lookup list.');
}

async function answer(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\//, '');
  const form = /^forms\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (form?.[1] && request.method === 'GET') return formReply(decodeURIComponent(form[1]), form[2]);
  if (path.startsWith('lookups/')) return lookupReply(path.slice('lookups/'.length), request);
  if (path === 'loan/allofficers' || path === 'loan/officers') return reply(200, envelope(100, 'Success', OFFICERS));
  // A story's form sent: Storybook has no server, so every submission is accepted.
  if (request.method === 'POST') return reply(200, envelope(100, 'Success', null));
  return notFound('Storybook has no server for this call.');
}

/**
 * Serves /api/forms/* and /api/lookups/* in Storybook from forms/ and a small lookup fixture, so form stories
 * need no server; any other POST is accepted. Other requests go to the real fetch.
 */
export function installMockApi(): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).pathname.startsWith('/api/') ? answer(request) : realFetch(input, init);
  };
}
