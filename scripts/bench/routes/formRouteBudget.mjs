// The form routes' initial JavaScript against a minimal form app (issue 25, item 2): each route that draws a form as
// it opens, opened in a new context until the network is idle and its form is on screen (routeInitialJs.mjs), beside
// the minimal React + React DOM + React Router + @rjsf/core app with a precompiled validator (minimalForm/), both as
// bytes on the wire (Brotli) with gzip level 9 for comparison. Target: each route within 1.05× of the reference.
// Alone: npm run build && npm run build:bench && node -e "import('./scripts/bench/routes/formRouteBudget.mjs').then((m) => m.formRouteBudgetBenches()).then(console.log)"
import path from 'node:path';
import { minimalFormInitialJs } from '../minimalForm/minimalFormBench.mjs';
import { atWizardStepOne } from '../preapproval/preapprovalBench.mjs';
import { kb, launchBenchBrowser, startProduct } from '../product.mjs';
import { agreeToApplication, routeInitialJs, seededBorrower, signedIn } from './routeInitialJs.mjs';

/** How far above the reference a form route's initial JavaScript may be. */
export const FORM_ROUTE_BUDGET = 1.05;

const label = (name) => (page) => page.locator('main').getByLabel(name).first().waitFor({ timeout: 30_000 });

/** The form routes, each with how its page is prepared (`borrower`: a signed-in context) and when its form is there. */
function formRoutes(borrower) {
  return [
    {
      route: '/preapprove',
      what: 'the wizard at step 1, the zip question answered',
      prepare: atWizardStepOne,
      ready: (page) => page.getByRole('heading', { level: 2, name: 'Home Purchase' }).waitFor({ timeout: 30_000 }),
    },
    {
      route: '/stage1',
      what: 'stage 1 of the 1003, signed in and agreed',
      prepare: borrower,
      ready: label(/^First Name/),
    },
    { route: '/short', what: 'the short application, signed in', prepare: borrower, ready: label(/^First Name/) },
    { route: '/contact', what: 'the contact form', ready: label(/^Message/) },
  ];
}

const ratio = (value, reference) => `${(value / reference).toFixed(2)}×`;

/**
 * The reference and each form route, as result rows for bench.mjs's table (a browser, a product with a signed-in
 * borrower's `token`, and `isFormEngine(script)`, which tells the scripts that carry the form engine, may be given).
 */
export async function formRouteBudgetBenches(given = {}) {
  const seeded = given.product ? { token: given.token } : seededBorrower();
  const product = given.product ?? (await startProduct({ dataDir: seeded.dataDir }));
  const browser = given.browser ?? (await launchBenchBrowser());
  try {
    const reference = await minimalFormInitialJs(browser);
    await agreeToApplication(product.url, seeded.token);
    const borrower = await signedIn(product.url, seeded.token);
    const rows = [
      {
        name: 'Initial JavaScript of the minimal form app (React, React DOM, React Router, @rjsf/core, precompiled validator; bytes on the wire, Brotli)',
        value: `${kb(reference.total)} in ${reference.files.size} files (gzip level 9: ${kb(reference.gzip)})`,
        ok: true,
        target: 'reference',
      },
    ];
    for (const { route, what, prepare, ready } of formRoutes(borrower)) {
      const measured = await routeInitialJs(browser, product.url, route, { prepare, ready });
      const engine = given.isFormEngine
        ? [...measured.files]
            .filter(([script]) => given.isFormEngine(script))
            .reduce((sum, [, bytes]) => sum + bytes, 0)
        : null;
      console.log(
        `${route} scripts (on the wire): ${[...measured.files].map(([script, bytes]) => `${path.basename(new URL(script).pathname)} ${kb(bytes)}`).join(', ')}`,
      );
      rows.push({
        name: `Initial JavaScript on ${route}, ${what} (bytes on the wire, Brotli)`,
        value:
          `${kb(measured.total)} in ${measured.files.size} files, ${ratio(measured.total, reference.total)} the reference` +
          (engine === null ? '' : `, of which the form engine ${kb(engine)}`) +
          ` (gzip level 9: ${kb(measured.gzip)}, ${ratio(measured.gzip, reference.gzip)})`,
        ok: measured.total <= FORM_ROUTE_BUDGET * reference.total,
        target: `≤ ${FORM_ROUTE_BUDGET}× the minimal form app (${kb(FORM_ROUTE_BUDGET * reference.total)})`,
      });
    }
    return rows;
  } finally {
    if (!given.browser) await browser.close();
    if (!given.product) await product.stop();
  }
}
