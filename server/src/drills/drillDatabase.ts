import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL the drills run on: the machine's (DATABASE_URL, else the CI address), in a database of each drill's
 * own, so the server, its worker processes and the drill's checks share it while no other test can see it. A
 * PostgreSQL that cannot be reached fails the drill: it is never skipped.
 */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database of a drill's own. */
export interface DrillDatabase {
  name: string;
  /** Its address on the machine's PostgreSQL. */
  url: string;
  /** Its address through another host and port (a proxy in front of PostgreSQL). */
  urlVia(host: string, port: number): string;
  /** Ends every server connection to it, as a restart of PostgreSQL does (each client is told 57P01). */
  terminateConnections(): Promise<number>;
  /** Runs one statement on the admin database. */
  admin<T extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** Creates a database named `<label>_<random>`; drop() removes it even while connections to it are open. */
export async function createDrillDatabase(label: string): Promise<DrillDatabase> {
  const name = `${label}_${randomBytes(5).toString('hex')}`;
  const admin = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      return (await client.query<T>(sql, values)).rows;
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const at = (host: string, port: number) => {
    const url = new URL(ADMIN_URL);
    url.hostname = host;
    url.port = String(port);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const direct = new URL(ADMIN_URL);
  return {
    name,
    url: at(direct.hostname, Number(direct.port || 5432)),
    urlVia: at,
    async terminateConnections() {
      const rows = await admin<{ ended: boolean }>(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return rows.filter((row) => row.ended).length;
    },
    admin,
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
