import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { JobRuntime } from './jobs/runtime.ts';
import type { Logger } from './logger.ts';
import type { Keys } from './security/crypto.ts';

/** Everything a route, command or job needs, built once at start-up. */
export interface AppDeps {
  config: Config;
  db: Db;
  keys: Keys;
  jobs: JobRuntime;
  logger: Logger;
}
