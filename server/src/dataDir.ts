import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Modes of everything under DATA_DIR: only the account running the product may read or write it. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and its parents) readable by its owner only; an existing folder is tightened. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

function tighten(entry: string): void {
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(entry, PRIVATE_DIR_MODE);
    for (const name of readdirSync(entry)) tighten(path.join(entry, name));
  } else if ((stat.mode & 0o077) !== 0) {
    chmodSync(entry, stat.mode & 0o700);
  }
}

/**
 * Makes the data folder private: files the process creates from now on get 0600 and folders 0700 (PGlite's files,
 * the mail outbox, uploads), whatever library creates them, and what an earlier version left readable by others is
 * tightened. The umask is the process's: a server or worker process owns its process.
 */
export function securePrivateData(dataDir: string): void {
  process.umask(0o077);
  ensurePrivateDir(dataDir);
  tighten(dataDir);
}
