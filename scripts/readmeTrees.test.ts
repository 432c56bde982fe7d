import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The folder trees in the READMEs say where things live; this keeps them true. Each fenced block that starts with a
 * file or a folder is read as a tree (indentation nests; a line's first column, before two spaces, names one or
 * more entries separated by commas; `<area>` and `*` are placeholders) and every entry it names must exist.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const READMES = [
  'README.md',
  'common/README.md',
  'engine/README.md',
  'forms/README.md',
  'server/README.md',
  'ui/README.md',
  'stories/README.md',
];

/** The entries a README's trees name that do not exist, as paths from the repository's root. */
function missingEntries(readme: string): { checked: number; missing: string[] } {
  const text = readFileSync(path.join(ROOT, readme), 'utf8');
  const base = path.dirname(readme);
  const missing: string[] = [];
  let checked = 0;
  for (const [, block = ''] of text.matchAll(/```[a-z]*\n([\s\S]*?)```/g)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const first = lines[0]?.trim().split(/\s+/)[0] ?? '';
    if (!/^[\w.-]+(\/|\.\w+)$/.test(first)) continue;
    const stack: { indent: number; dir: string }[] = [];
    // A top-level name is the README's folder's, or else the repository's (`ui/`, `.storybook/`).
    const top = (token: string) =>
      existsSync(path.join(ROOT, base, token)) || !existsSync(path.join(ROOT, token)) ? base : '.';
    for (const line of lines) {
      const indent = line.length - line.trimStart().length;
      while (stack.length > 0 && (stack.at(-1)?.indent ?? 0) >= indent) stack.pop();
      const head = line.trimStart().split(/\s{2,}/)[0] ?? '';
      const tokens = head
        .split(/,\s*/)
        .map((token) => token.trim())
        .filter(Boolean);
      // A line that continues a description names nothing.
      if (!tokens.every((token) => /^[\w.\-/<>*]+$/.test(token))) continue;
      const parent = stack.at(-1)?.dir;
      for (const token of tokens) {
        if (/[<>*]/.test(token)) continue;
        const full = path.join(parent ?? top(token), token);
        checked += 1;
        if (!existsSync(path.join(ROOT, full))) missing.push(full);
      }
      const [only] = tokens;
      if (tokens.length === 1 && only?.endsWith('/')) stack.push({ indent, dir: path.join(parent ?? top(only), only) });
    }
  }
  return { checked, missing };
}

describe('the READMEs’ folder trees', () => {
  it.each(READMES)('%s names only what exists', (readme) => {
    const { checked, missing } = missingEntries(readme);
    expect(missing).toEqual([]);
    expect(checked, `${readme} has a tree`).toBeGreaterThan(0);
  });

  it.each([
    ['engine/README.md', 'engine/src'],
    ['common/README.md', 'common'],
  ])('%s lists every module of %s', (readmePath, folder) => {
    const readme = readFileSync(path.join(ROOT, readmePath), 'utf8');
    const modules = readdirSync(path.join(ROOT, folder)).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    expect(modules.filter((name) => !readme.includes(name))).toEqual([]);
  });
});
