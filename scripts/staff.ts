import { parseArgs } from 'node:util';
import { createStaff, INVITE_DAYS, inviteLink } from 'server/commands/staff/staffAccounts.ts';
import { loadConfig } from 'server/config.ts';
import { securePrivateData } from 'server/dataDir.ts';
import { databaseTarget, migrateToLatest, openDatabase } from 'server/db/database.ts';
import { isRole, isStaff, STAFF_ROLES } from 'server/policies/roles.ts';

const USAGE = `Usage: npm run staff -- add --email <address> --first <name> --last <name> [--role ${STAFF_ROLES.join('|')}]
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
    },
  });
  const { email, first, last, role } = values;
  if (positionals[0] !== 'add' || !email || !first || !last || !role || !isRole(role) || !isStaff(role)) {
    process.stderr.write(`${USAGE}\n`);
    process.exit(1);
  }
  const config = loadConfig();
  securePrivateData(config.dataDir);
  const db = openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
  try {
    await migrateToLatest(db);
    const { user, token } = await db.transaction((trx) =>
      createStaff(trx, { email, firstName: first, lastName: last, role }, null),
    );
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
