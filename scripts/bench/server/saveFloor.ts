// The floor of a stage save (issue 25): the least a correct save of the bench's stage does, built beside the product
// so the save bench can compare the two on the same record, machine and load. It reads the session and the
// application, validates with the same compiled validator (lookups loaded once), seals the personal fields with the
// product's AES-256-GCM sealing, writes with one UPDATE … WHERE revision = $n and replies with the new revision. It
// leaves out what the product adds on purpose (merging with the values on file, derivation, the engine's rules, the
// policy's reading of the people, the echoed reply). DATABASE_URL names the product's database and APP_SECRET its
// secret; it prints its address as one JSON line.
import Koa from 'koa';
import { bodyParser } from '@koa/bodyparser';
import pg from 'pg';
import { lookupTypesOf, personalValuesIn, withValueAt, type FormDefinition } from 'engine';
import { compileDefinition } from 'engine/compiler.ts';
import { FORM_SOURCES } from 'forms/index.ts';
import { loadLookupOptions } from 'server/lookups/lookupOptions.ts';
import { openDatabase } from 'server/db/database.ts';
import { deriveKeys, hashToken } from 'server/security/crypto.ts';
import { sealField } from 'server/security/personalFields.ts';

const FORM_ID = process.env.FLOOR_FORM_ID ?? 'application-stage3';
const STAGE_KEY = process.env.FLOOR_STAGE_KEY ?? 'stageThree';

const source = FORM_SOURCES.filter((found) => found.folder.startsWith(`${FORM_ID}/`)).at(-1);
if (!source) throw new Error(`No definition of ${FORM_ID}`);
const definition = source.definition as FormDefinition;
const compiled = compileDefinition(definition);
const keys = deriveKeys(Buffer.from(process.env.APP_SECRET ?? '', 'hex'));

const knex = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL ?? '' });
const lookups = await loadLookupOptions(knex, lookupTypesOf(definition));
await knex.destroy();

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const app = new Koa();
app.use(bodyParser());
app.use(async (ctx) => {
  const token = (ctx.get('authorization') ?? '').replace(/^Bearer /, '');
  const body = ctx.request.body as Record<string, unknown>;
  const session = await pool.query(
    `select user_id from sessions where token_hash = $1 and revoked_at is null and expires_at > now()`,
    [hashToken(token)],
  );
  const userId = session.rows[0]?.user_id as number | undefined;
  if (userId === undefined) {
    ctx.status = 401;
    return;
  }
  const found = await pool.query(`select user_id, revision from applications where id = $1 and discarded_at is null`, [
    body._id,
  ]);
  const row = found.rows[0] as { user_id: number; revision: number } | undefined;
  if (!row || row.user_id !== userId) {
    ctx.status = 404;
    return;
  }
  const value = body[STAGE_KEY] as Record<string, unknown>;
  const result = compiled.validate(value, { lookups, scope: { person: 'applications.0' } });
  if (!result.valid) {
    ctx.status = 400;
    ctx.body = { errors: result.errorFields };
    return;
  }
  let sealed: unknown = value;
  for (const { path, value: plain } of personalValuesIn(definition, value)) {
    sealed = withValueAt(sealed, path, sealField(keys.personal, `application:${body._id}:${STAGE_KEY}:${path}`, plain));
  }
  const written = await pool.query(
    `update applications set data = jsonb_set(data, $1, $2::jsonb), revision = revision + 1, updated_at = now()
     where id = $3 and revision = $4 returning revision`,
    [`{${STAGE_KEY}}`, JSON.stringify(sealed), body._id, body.revision],
  );
  if (written.rowCount === 0) {
    ctx.status = 409;
    return;
  }
  ctx.body = { status: 100, data: { revision: written.rows[0].revision } };
});

const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }));
});
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
