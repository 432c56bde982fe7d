import { parseArgs } from 'node:util';
import { createStaff, INVITE_DAYS, inviteLink } from 'server/commands/staff/staffAccounts.ts';
import { loadConfig } from 'server/config.ts';
import { securePrivateData } from 'server/dataDir.ts';
import { databaseTarget, migrateToLatest, openDatabase } from 'server/db/database.ts';
import { ApiError } from 'server/http/envelope.ts';
import { isRole, isStaff, STAFF_ROLES } from 'server/policies/roles.ts';
import { parseNewStaff } from 'server/routes/staff/staffInput.ts';

const USAGE = `Usage: npm run staff -- add --email <address> --first <name> --last <name> [--role ${STAFF_ROLES.join('|')}] [--nmls <id>]
A loan officer needs --nmls, their NMLS ID (borrowers check whom an invitation comes from by it).
Creates a staff account (the first admin, typically) and prints its one-time link to choose a password;
the authenticator app is set up at the first sign-in at /staff. With the embedded database, run it while the
server is stopped; with DATABASE_URL, at any time.`;

/** `npm run staff -- add …`: see USAGE. */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      nmls: { type: 'string' },
    },
  });
  const { email, first, last, role, nmls } = values;
  if (positionals[0] !== 'add' || !email || !first || !last || !role || !isRole(role) || !isStaff(role)) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(1);
  }
  // The same checks as an invitation from the staff area (a valid e-mail, names without direction controls).
  let staff;
  try {
    staff = parseNewStaff({ email, first_name: first, last_name: last, role, nmls_id: nmls });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    process.stderr.write(`${error.statusText} (${error.errors.join(', ')})\n`);
    process.exit(1);
  }
  const config = loadConfig();
  securePrivateData(config.dataDir);
  const db = openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
  try {
    await migrateToLatest(db);
    const { user, token } = await db.transaction((trx) => createStaff(trx, staff, null));
    process.stdout.write(
      `Created ${user.role} ${user.email}.\nChoose the password within ${INVITE_DAYS} days at:\n${inviteLink(config.publicUrl, token)}\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
