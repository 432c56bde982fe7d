import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressFolder } from './precompress.ts';

describe('the Brotli and gzip copies of the build', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(path.join(folder, 'assets'));
  const big = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => ({ index })))};`;
  const files: Record<string, string | Buffer> = {
    'assets/app-1a2b.js': big,
    'assets/app-1a2b.css': `.row { color: red; }\n`.repeat(100),
    'route-meta.json': JSON.stringify({ rows: big }),
    'assets/tiny-3c4d.js': 'console.log(1)',
    'assets/app-1a2b.js.map': big,
    'assets/logo.png': Buffer.alloc(4096, 7),
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(folder, name), content);

  it('are written beside every text file over 1 KB, and read back as the file', async () => {
    expect(big.length).toBeGreaterThan(PRECOMPRESS_MIN_BYTES);
    expect(await precompressFolder(folder)).toBe(3);
    for (const name of ['assets/app-1a2b.js', 'assets/app-1a2b.css', 'route-meta.json']) {
      const original = readFileSync(path.join(folder, name));
      const br = readFileSync(path.join(folder, `${name}.br`));
      const gz = readFileSync(path.join(folder, `${name}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it('are not written for a tiny file, a source map (never served) or an image (compressed already)', () => {
    for (const name of ['assets/tiny-3c4d.js', 'assets/app-1a2b.js.map', 'assets/logo.png']) {
      expect(existsSync(path.join(folder, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(folder, `${name}.gz`)), name).toBe(false);
    }
  });
});
