import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ENCODING_HEADER_BYTES, precompressFolder, worthSending } from './precompress.ts';

describe('the Brotli and gzip copies of the build', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(path.join(folder, 'assets'));
  const big = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => ({ index })))};`;
  const files: Record<string, string | Buffer> = {
    'assets/app-1a2b.js': big,
    'assets/app-1a2b.css': `.row { color: red; }\n`.repeat(100),
    'route-meta.json': JSON.stringify({ rows: big }),
    // A route's small chunk: a few hundred bytes, which Brotli still halves.
    'assets/small-5e6f.js':
      `import{a as e}from"./app-1a2b.js";export const s=(t)=>e(t,{label:"Loan officer",kind:"officer"}),o=(t)=>e(t,{label:"Loan processor",kind:"processor"});`.repeat(
        3,
      ),
    'assets/tiny-3c4d.js': 'console.log(1)',
    'assets/app-1a2b.js.map': big,
    'assets/logo.png': Buffer.alloc(4096, 7),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(folder, name), content);

  it('are written beside every text file they make smaller by more than the header they add, and read back as the file', async () => {
    expect(await precompressFolder(folder)).toBe(4);
    for (const name of ['assets/app-1a2b.js', 'assets/app-1a2b.css', 'route-meta.json', 'assets/small-5e6f.js']) {
      const original = readFileSync(path.join(folder, name));
      const br = readFileSync(path.join(folder, `${name}.br`));
      const gz = readFileSync(path.join(folder, `${name}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it('are worth sending only when they save more than their Content-Encoding header', () => {
    expect(ENCODING_HEADER_BYTES).toBe('Content-Encoding: gzip\r\n'.length);
    expect(worthSending(100, 100 + ENCODING_HEADER_BYTES + 1)).toBe(true);
    expect(worthSending(100, 100 + ENCODING_HEADER_BYTES)).toBe(false);
  });

  it('are not written for a tiny file, a source map (never served) or an image (compressed already)', () => {
    for (const name of ['assets/tiny-3c4d.js', 'assets/app-1a2b.js.map', 'assets/logo.png']) {
      expect(existsSync(path.join(folder, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(folder, `${name}.gz`)), name).toBe(false);
    }
  });
});
