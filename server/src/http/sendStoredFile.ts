import type { AppDeps } from 'server/deps.ts';
import { openStoredFile, type StoredFile } from 'server/files/storedFiles.ts';
import type { AppContext } from './context.ts';

/** Sends a stored file inline (shown in the tab, not saved), with its own type and no sniffing, never cached. */
export async function sendStoredFile(
  deps: AppDeps,
  ctx: AppContext,
  file: StoredFile,
  filename: string,
): Promise<void> {
  ctx.set('Content-Type', file.content_type);
  ctx.set('Content-Length', String(file.byte_size));
  ctx.set('Content-Disposition', `inline; filename="${filename.replace(/[^\w.-]/g, '_')}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  // A PDF or image opened here may run nothing and load nothing.
  ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
  ctx.body = await openStoredFile(deps, file);
}
