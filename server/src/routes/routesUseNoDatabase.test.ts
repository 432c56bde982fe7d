import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A route is a chain (rate limit, sign-in, authorise, read input) that ends in one call: a record's read or one
 * command (docs/decisions.md, One command per operation). So a route file touches no database handle itself: it
 * imports nothing of server/db (not inTransaction, not the Db and Trx types) nor knex, starts no query (`db(…)`,
 * `deps.db(…)`, `trx(…)`), uses nothing of a handle (`deps.db.raw`, `deps.db.transaction`) and holds no transaction.
 * It may hand `deps.db` to a record or a policy. The lint rule of eslint.config.js checks the imports; this reads the
 * code, comments left out.
 */

const ROUTES = import.meta.dirname;

/** The handles a query starts from. */
const HANDLES = new Set(['db', 'trx', 'knex']);

/** What in one route file's source reaches the database itself, one `line: code` per line (empty when nothing). */
function databaseUses(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found = new Map<number, string>();
  const report = (node: ts.Node) => {
    const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
    if (!found.has(line)) found.set(line, `${line}: ${node.getText(file).split('\n')[0]}`);
  };
  const isHandle = (node: ts.Node): boolean =>
    (ts.isIdentifier(node) && HANDLES.has(node.text)) || (ts.isPropertyAccessExpression(node) && isHandle(node.name));
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (/(^|\/)db\/|^knex($|-)/.test(from)) report(node);
      return;
    }
    if (ts.isCallExpression(node) && isHandle(node.expression)) report(node);
    else if (ts.isPropertyAccessExpression(node) && isHandle(node.expression)) report(node);
    else if (ts.isIdentifier(node) && (node.text === 'trx' || node.text === 'inTransaction')) report(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found.values()];
}

/** Every route source file (tests left out: they set up and read rows as they need). */
function routeFiles(): string[] {
  return readdirSync(ROUTES, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort();
}

describe('routes use no database', () => {
  it('finds each way a route could reach the database, and nothing in comments or handed-on handles', () => {
    const found = databaseUses(
      'example.ts',
      [
        "import type { Db } from 'server/db/database.ts';",
        "import { inTransaction } from 'server/db/transaction.ts';",
        'const a = await deps',
        "  .db('loans')",
        '  .first();',
        "const b = await db('users');",
        "await deps.db.raw('select 1');",
        'await deps.db.transaction(async (tx) => tx);',
        "await inTransaction(deps, async (handle) => handle('users'));",
        "await trx('documents').update({});",
        '// deps.db(…) in a comment says nothing',
        'const fine = await findLoanNumber(deps.db, loanId);',
        "const words = 'the db (database) is fine in a string';",
      ].join('\n'),
    );
    expect(found.map((entry) => Number(entry.split(':')[0]))).toEqual([1, 2, 3, 6, 7, 8, 9, 10]);
  });

  it('has route files to read', () => {
    expect(routeFiles().length).toBeGreaterThan(20);
  });

  it.each(routeFiles())('server/src/routes/%s reaches no database itself', (name) => {
    expect(databaseUses(name, readFileSync(path.join(ROUTES, name), 'utf8'))).toEqual([]);
  });
});
