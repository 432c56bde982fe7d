/**
 * Writes server/src/openapi/generated/routeReplies.json: each route's success replies, read from the routes' code
 * (routeReplies.ts), and the shared schemas of the reply types. Run `npm run openapi:generate`;
 * routeReplies.test.ts fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { analyseRoutes, type RouteAnalysis } from './routeReplies.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The project's root folder. */
export const PROJECT_ROOT = path.resolve(HERE, '..', '..', '..');

/** The generated file. */
export const ROUTE_REPLIES_FILE = path.join(HERE, 'generated', 'routeReplies.json');

/** The generated file's text (of the routes' analysis, made now unless given), formatted as the project formats JSON. */
export async function routeRepliesSource(analysis: RouteAnalysis = analyseRoutes(PROJECT_ROOT)): Promise<string> {
  const options = (await resolveConfig(ROUTE_REPLIES_FILE)) ?? {};
  return format(JSON.stringify(analysis), { ...options, parser: 'json', filepath: ROUTE_REPLIES_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ROUTE_REPLIES_FILE, await routeRepliesSource());
  console.log(`Wrote ${path.relative(PROJECT_ROOT, ROUTE_REPLIES_FILE)}`);
}
