import { existsSync } from 'node:fs';
import chromiumArgs from './chromiumArgs.json';

/** Debian's Chromium; the tests fail (never skip) when it is missing. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM_PATH)) {
  throw new Error(
    `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium package (apt-get install chromium).`,
  );
}

/**
 * Flags for a headless Chromium on a machine without a network or a GPU (chromiumArgs.json, which the benches read
 * too: scripts/bench/product.mjs).
 */
export const CHROMIUM_ARGS: string[] = chromiumArgs;
