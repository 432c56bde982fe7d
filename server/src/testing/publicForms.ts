import type { FormFixtures } from 'engine';
import { FORM_SOURCES } from 'forms';
import type { TestServer } from './testServer.ts';

/** The fixtures kept beside a definition version (`quote/v1`). */
export function fixturesOf(folder: string): FormFixtures {
  const fixtures = FORM_SOURCES.find((source) => source.folder === folder)?.fixtures;
  if (!fixtures) throw new Error(`forms/${folder} is missing from forms/index.ts`);
  return fixtures as FormFixtures;
}

/** A valid fixture of a definition version, by index. */
export function validFixture(folder: string, index = 0): Record<string, unknown> {
  const data = fixturesOf(folder).valid[index];
  if (!data) throw new Error(`forms/${folder} has no valid fixture ${index}`);
  return data;
}

/** The top-level fields an invalid fixture fails on, in the order the API names them. */
export function failingFields(errors: Record<string, string>): string[] {
  return [...new Set(Object.keys(errors).map((errorPath) => errorPath.split('.')[0] ?? errorPath))];
}

/** Rows in the tables a public form writes to, to show that a refused request wrote nothing. */
export async function writtenRows(server: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['form_submissions', 'outbound_emails', 'job_outbox', 'subscribers']) {
    const [row] = await server.deps.db(table).count<{ count: string }[]>({ count: '*' });
    counts[table] = Number(row?.count);
  }
  return counts;
}

/** Starts a test from no submissions and no pending jobs, so per-address limits do not carry over. */
export async function clearSubmissions(server: TestServer): Promise<void> {
  await server.deps.jobs.drain();
  await server.deps.db('subscribers').delete();
  await server.deps.db('form_submissions').delete();
}

/**
 * Fills the caller's per-address allowance of a form with earlier submissions (the test server's clients all
 * come from 127.0.0.1) and returns how to age them past the window.
 */
export async function useUpAllowance(
  server: TestServer,
  formId: string,
  count: number,
): Promise<{ ageBy(minutes: number): Promise<void> }> {
  const [ip] = await server.deps.db('form_submissions').pluck('ip');
  const rows = Array.from({ length: count }, () => ({ form_id: formId, form_version: 1, data: '{}', ip }));
  await server.deps.db('form_submissions').insert(rows);
  return {
    ageBy: async (minutes) => {
      await server.deps
        .db('form_submissions')
        .update({ created_at: server.deps.db.raw('now() - make_interval(mins => ?)', [minutes]) });
    },
  };
}
