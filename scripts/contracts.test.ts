import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A shape that crosses the wire is declared once, in common/ (docs/decisions.md, Contracts): the server's presenter is
 * typed against it and the browser reads the same type. This fails when a type name is exported by both server/src
 * and ui/src, the sign of a reply typed twice (or of two different things under one name, which reads as one).
 */

const ROOT = path.resolve(import.meta.dirname, '..');

/** The TypeScript source files under a folder, tests left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));
}

/** The names of the interfaces and type aliases a side's modules export, each with the files that export it. */
function exportedTypeNames(folder: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const file of sourceFiles(folder)) {
    const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      const declares = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
      const exported = ts.canHaveModifiers(statement)
        ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
        : false;
      if (!declares || !exported) continue;
      names.set(statement.name.text, [...(names.get(statement.name.text) ?? []), file]);
    }
  }
  return names;
}

describe('reply and request types', () => {
  it('no type name is exported by both the server and the browser (one declaration, in common/)', () => {
    const server = exportedTypeNames('server/src');
    const ui = exportedTypeNames('ui/src');
    expect(server.size, 'the server exports types').toBeGreaterThan(0);
    expect(ui.size, 'the browser exports types').toBeGreaterThan(0);
    const onBothSides = [...server.keys()]
      .filter((name) => ui.has(name))
      .sort()
      .map((name) => `${name}: ${[...(server.get(name) ?? []), ...(ui.get(name) ?? [])].join(', ')}`);
    expect(onBothSides).toEqual([]);
  });
});
