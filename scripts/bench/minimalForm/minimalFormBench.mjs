// The reference of the form routes' initial JavaScript (issue 25): the minimal form app beside this file (React,
// React DOM, React Router and stock @rjsf/core with a precompiled validator: main.tsx), built with ui/'s settings by
// `npm run build:bench` into <BENCH_DIST or dist>/minimalForm, served as the product serves its files (koa-static
// sending the build's Brotli copy to a browser that accepts it) and measured as the routes are (routeInitialJs.mjs).
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import Koa from 'koa';
import serve from 'koa-static';
import { DIST } from '../product.mjs';
import { routeInitialJs } from '../routes/routeInitialJs.mjs';

/** Where `npm run build:bench` writes the reference app. */
export const MINIMAL_FORM_DIR = path.join(DIST, 'minimalForm');

/** Serves the built reference app on a free local port, its files compressed as the product's are. */
async function serveMinimalForm() {
  if (!existsSync(path.join(MINIMAL_FORM_DIR, 'index.html'))) {
    throw new Error(`${MINIMAL_FORM_DIR} is missing: run npm run build:bench`);
  }
  const app = new Koa();
  app.use(
    serve(MINIMAL_FORM_DIR, {
      brotli: true,
      gzip: true,
      setHeaders: (res) => res.setHeader('Vary', 'Accept-Encoding'),
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The reference's initial JavaScript: its one route opened in a new context until the network is idle and the form's
 * Message field is on screen. Returns what routeInitialJs returns (`files`, `total` on the wire, `gzip`).
 */
export async function minimalFormInitialJs(browser) {
  const server = await serveMinimalForm();
  try {
    return await routeInitialJs(browser, server.url, '/', {
      ready: (page) => page.getByLabel(/^Message/).waitFor({ timeout: 30_000 }),
    });
  } finally {
    await server.close();
  }
}
