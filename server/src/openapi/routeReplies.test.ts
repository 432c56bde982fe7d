import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT, ROUTE_REPLIES_FILE, routeRepliesSource } from './generateRouteReplies.ts';
import { analyseRoutes } from './routeReplies.ts';
import { SCHEMA_REF_PREFIX, TypeSchemaWriter } from './typeSchemas.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'openapi-types-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The checker of a one-file program and the types its exported aliases name. */
function typesOf(source: string): { writer: TypeSchemaWriter; type: (name: string) => ts.Type } {
  const file = path.join(scratch, `types${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const program = ts.createProgram([file], { strict: true, target: ts.ScriptTarget.ES2022, noEmit: true });
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file) as ts.SourceFile;
  const symbols = checker.getExportsOfModule(checker.getSymbolAtLocation(sourceFile) as ts.Symbol);
  return {
    writer: new TypeSchemaWriter(checker),
    type: (name) => checker.getDeclaredTypeOfSymbol(symbols.find((symbol) => symbol.getName() === name) as ts.Symbol),
  };
}

describe('the JSON Schema of a TypeScript type', () => {
  it('writes what JSON.stringify sends: dates as strings, optional and undefined keys not required, no functions', () => {
    const { writer, type } = typesOf(`
      /** A row. */
      export interface Row {
        /** Its id. */
        id: number;
        at: Date;
        note?: string;
        gone: string | undefined;
        status: 'open' | 'closed';
        flag: boolean;
        owner: string | null;
        tags: readonly string[];
        pair: [number, string];
        extra: Record<string, number>;
        run(): void;
      }
      export type Probe = Row;
    `);
    expect(writer.schemaOf(type('Probe'))).toEqual({ $ref: `${SCHEMA_REF_PREFIX}Row` });
    expect(writer.schemas.get('Row')).toEqual({
      description: 'A row.',
      type: 'object',
      properties: {
        id: { description: 'Its id.', type: 'number' },
        at: { type: 'string', format: 'date-time' },
        note: { type: 'string' },
        gone: { type: 'string' },
        status: { type: 'string', enum: ['open', 'closed'] },
        flag: { type: 'boolean' },
        owner: { anyOf: [{ type: 'null' }, { type: 'string' }] },
        tags: { type: 'array', items: { type: 'string' } },
        pair: {
          type: 'array',
          prefixItems: [{ type: 'number' }, { type: 'string' }],
          minItems: 2,
          maxItems: 2,
        },
        extra: { type: 'object', properties: {}, additionalProperties: { type: 'number' } },
      },
      required: ['id', 'at', 'status', 'flag', 'owner', 'tags', 'pair', 'extra'],
    });
  });

  it('shares a generic interface once and refers to it with the properties an instance changes', () => {
    const { writer, type } = typesOf(`
      export interface Box<T> { label: string; value: T | null }
      export interface Item { n: number }
      export type Boxed = Box<Item>;
    `);
    expect(writer.schemaOf(type('Boxed'))).toEqual({
      $ref: `${SCHEMA_REF_PREFIX}Box`,
      properties: { value: { anyOf: [{ type: 'null' }, { $ref: `${SCHEMA_REF_PREFIX}Item` }] } },
    });
    expect(writer.schemas.get('Box')?.required).toEqual(['label', 'value']);
  });

  it('names a self-referring union, so it refers to itself instead of unfolding for ever', () => {
    const { writer, type } = typesOf(`
      export type Condition = { path: string } | { all: Condition[] };
    `);
    expect(writer.schemaOf(type('Condition'))).toEqual({ $ref: `${SCHEMA_REF_PREFIX}Condition` });
    const all = writer.schemas.get('Condition')?.anyOf?.[1];
    expect(all?.properties?.all).toEqual({ type: 'array', items: { $ref: `${SCHEMA_REF_PREFIX}Condition` } });
  });
});

describe('the routes read from their code', () => {
  it('finds every registration with its path, resource and replies, and the file is up to date', async () => {
    const analysis = analyseRoutes(PROJECT_ROOT);
    const byOperation = new Map(analysis.routes.map((route) => [route.operation, route]));
    // A route registered in a loop over literals, one from a caller's object literal, a stored file, a text reply.
    expect(byOperation.get('POST /api/invitations/:id/decline')?.resource).toBe('invitations');
    expect(byOperation.get('POST /api/common/branch')?.source).toBe('server/src/routes/publicForms/publicFormRoute.ts');
    expect(byOperation.get('GET /api/pre/letter/:id/pdf')?.replies).toEqual([{ status: 200, kind: 'binary' }]);
    expect(byOperation.get('GET /api/eloan/mismo/:id')?.replies).toEqual([
      { status: 200, media: 'application/xml', kind: 'text' },
    ]);
    expect(byOperation.get('PUT /api/doc/upload/:slot')?.replies[0]?.status).toBe(201);
    expect(byOperation.get('GET /api/session')?.replies[0]?.schema).toEqual({
      $ref: `${SCHEMA_REF_PREFIX}Envelope`,
      properties: {
        data: { anyOf: [{ type: 'null' }, { $ref: `${SCHEMA_REF_PREFIX}SessionUserReply` }] },
      },
    });
    expect(readFileSync(ROUTE_REPLIES_FILE, 'utf8'), 'run npm run openapi:generate').toBe(
      await routeRepliesSource(analysis),
    );
  }, 180_000);
});
