import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { bootServer, type RunningServer } from 'server/boot.ts';
import { hashPassword } from 'server/commands/accounts/passwords.ts';
import { createStaff } from 'server/commands/staff/staffAccounts.ts';
import { loadConfig } from 'server/config.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    browserWsEndpoint: string;
    /** A loan officer who can sign in at /staff (the authenticator is enrolled at the first sign-in). */
    staffEmail: string;
    staffPassword: string;
    /** The finder's loan officer (name and a licensed state) whose staff account is the test officer's. */
    staffFinderOfficer: { fullname: string; state: string };
    /** An admin for the browser's staff tests, not yet enrolled (the test enrols it as a person would). */
    adminEmail: string;
    adminPassword: string;
    /** An admin of its own for the paused sign-in test (staffSignInPause.test.ts), not yet enrolled. */
    pauseAdminEmail: string;
    pauseAdminPassword: string;
    /** An admin of its own for the phone tables test (phoneTables.test.ts), signed in through the API. */
    tablesAdminEmail: string;
    tablesAdminPassword: string;
  }
}

let server: RunningServer | undefined;
let browser: BrowserServer | undefined;
let dataDir: string | undefined;

/**
 * Starts the real product once for all browser tests: the built UI and API on a free port with
 * embedded defaults (PGlite in a temp folder, in-process jobs, mail to the outbox), and one Chromium.
 */
export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lender-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // A private build folder (UI_DIR) lets parallel work build and test without wiping each other's files.
    UI_DIR: path.resolve(process.env.UI_DIR ?? 'dist/ui'),
    HOST: '127.0.0.1',
    // As behind the one load balancer of production: each browser context names its own client address (openPage),
    // so the per-address limits (20 sign-in codes in 15 minutes) count each simulated person, not the whole suite.
    TRUST_PROXY: '1',
  });
  server = await bootServer(config, { port: 0, database: { kind: 'pglite', dir: path.join(dataDir, 'pg') } });
  // A loan officer and an admin, made as `npm run staff` makes them, with the password the invite link would set.
  const running = server;
  const makeStaff = async (email: string, firstName: string, lastName: string, role: 'loan_officer' | 'admin') => {
    const password = randomBytes(12).toString('base64url');
    await running.deps.db.transaction(async (trx) => {
      const { user } = await createStaff(trx, { email, firstName, lastName, role }, null);
      await trx('users')
        .where({ id: user.id })
        .update({ password_hash: await hashPassword(password) });
    });
    return password;
  };
  const staffEmail = 'e2e.officer@example.com';
  const staffPassword = await makeStaff(staffEmail, 'Olivia', 'Officer', 'loan_officer');
  // A borrower who chooses this officer of the finder is served by the test officer (the 1003's staff tests).
  const staffFinderOfficer = { fullname: 'Luis Moreno', state: 'FL' };
  const officerUser = (await running.deps.db('users').where({ email: staffEmail }).first('id')) as { id: number };
  await running.deps
    .db('loan_officers')
    .where({ fullname: staffFinderOfficer.fullname })
    .update({ user_id: officerUser.id });
  const adminEmail = 'e2e.admin@example.com';
  const adminPassword = await makeStaff(adminEmail, 'Adam', 'Admin', 'admin');
  const pauseAdminEmail = 'e2e.pause.admin@example.com';
  const pauseAdminPassword = await makeStaff(pauseAdminEmail, 'Paula', 'Admin', 'admin');
  const tablesAdminEmail = 'e2e.tables.admin@example.com';
  const tablesAdminPassword = await makeStaff(tablesAdminEmail, 'Tara', 'Admin', 'admin');
  browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('staffEmail', staffEmail);
  project.provide('staffPassword', staffPassword);
  project.provide('staffFinderOfficer', staffFinderOfficer);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  project.provide('pauseAdminEmail', pauseAdminEmail);
  project.provide('pauseAdminPassword', pauseAdminPassword);
  project.provide('tablesAdminEmail', tablesAdminEmail);
  project.provide('tablesAdminPassword', tablesAdminPassword);
}

export async function teardown(): Promise<void> {
  await browser?.close();
  await server?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
