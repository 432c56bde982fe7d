import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Brotli and gzip copies of the build's text files (`app-1a2b.js.br`, `app-1a2b.js.gz`), written when the UI's
 * build closes (ui/vite.config.ts) and sent by the server to a browser that accepts them (koa-static,
 * server/src/http/staticUi.ts):
 * made once, at the strongest settings, so no request pays for compressing a file that never changes.
 */

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text files worth compressing (images and fonts are compressed already; source maps are never served). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/**
 * What a compressed copy adds to its reply: the `Content-Encoding` header (`Vary` is sent for every file). A copy is
 * written only when it saves more than that, so a small chunk a route loads goes compressed too (most of them are a
 * few hundred bytes, and Brotli halves them).
 */
export const ENCODING_HEADER_BYTES = 'content-encoding: gzip\r\n'.length;

/** Whether a copy of `compressed` bytes is worth sending instead of the file's `original` bytes. */
export const worthSending = (compressed: number, original: number) => compressed + ENCODING_HEADER_BYTES < original;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const at = path.join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(at) : Promise.resolve([at]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `folder`, each where it is worth sending; returns how many
 * files got at least one.
 */
export async function precompressFolder(folder: string): Promise<number> {
  const files = (await filesUnder(folder)).filter((file) => COMPRESSIBLE.has(path.extname(file)));
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipped(source, { level: 9 }),
      ]);
      const brWorth = worthSending(br.length, source.length);
      const gzWorth = worthSending(gz.length, source.length);
      if (brWorth) await writeFile(`${file}.br`, br);
      if (gzWorth) await writeFile(`${file}.gz`, gz);
      if (brWorth || gzWorth) count += 1;
    }),
  );
  return count;
}

/** A Vite plugin writing the copies into the build's folder once every file is written (ui/ and the benches' builds). */
export function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
      await precompressFolder(outDir);
    },
  };
}
