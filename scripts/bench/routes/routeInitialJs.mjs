// The initial JavaScript of a route: every script the page loads until the network is idle and the page shows what
// the route is for, as bytes on the wire (the Brotli copies the build wrote), with gzip level 9 for comparison. Generic: the caller
// says how to prepare the browser context (a session) and when the page is ready.
import path from 'node:path';
import { recordScripts, scriptTotal, seededDataDir } from '../product.mjs';

/**
 * Opens `route` of the product at `url` in a new context and returns the scripts it loaded: `files` (script URL ->
 * bytes on the wire), `total` and `gzip` (the same scripts at gzip level 9). `prepare(context)` runs first (a session in sessionStorage), `ready(page)` is awaited
 * after the network is idle (the form on screen), and the scripts loaded by then count.
 */
export async function routeInitialJs(browser, url, route, { prepare, ready } = {}) {
  const context = await browser.newContext();
  try {
    await prepare?.(context);
    const page = await context.newPage();
    const { scripts, settled } = recordScripts(page);
    await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
    await ready?.(page);
    await page.waitForLoadState('networkidle');
    await settled();
    const files = new Map([...scripts].map(([script, sizes]) => [script, sizes.wire]));
    return { files, total: scriptTotal(scripts, 'wire'), gzip: scriptTotal(scripts, 'gzip') };
  } finally {
    await context.close();
  }
}

/**
 * A data folder with a signed-in borrower (scripts/bench/uploads/seedUploadBench.ts: a borrower, a loan and a
 * session), for a product run whose routes need a session. Returns the folder and the session's token.
 */
export function seededBorrower() {
  const { dataDir, token } = seededDataDir(path.join('uploads', 'seedUploadBench.ts'));
  return { dataDir, token };
}

/**
 * A signed-in browser: the session of `token` (GET /api/session) kept where the app keeps it, under the spec's
 * sessionStorage keys userToken, user and status (ui/src/session/sessionStore.ts).
 */
export async function signedIn(url, token) {
  const reply = await (await fetch(`${url}/api/session`, { headers: { authorization: `Bearer ${token}` } })).json();
  if (reply.status !== 100) throw new Error(`session: ${reply.statusText}`);
  const { _id, name, status } = reply.data;
  return (context) =>
    context.addInitScript(
      (session) => {
        sessionStorage.setItem('userToken', session.token);
        sessionStorage.setItem('user', JSON.stringify(session.user));
        sessionStorage.setItem('status', String(session.status));
      },
      { token, user: { _id, name }, status },
    );
}

/** The borrower of `token` agrees to the authorization (POST eloan/agreement, as Complete Application does). */
export async function agreeToApplication(url, token) {
  const agreed = await (
    await fetch(`${url}/api/eloan/agreement`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ acceptAggrement: true, agreementVersion: 1 }),
    })
  ).json();
  if (agreed.status !== 100) throw new Error(`eloan/agreement: ${agreed.statusText}`);
}
