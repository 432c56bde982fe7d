/* global window -- page.addInitScript and page.evaluate run in the page */
// First paint on a phone (issue 25): the largest contentful paint of `/`, `/preapprove` (step 1, the zip answered),
// `/stage1`, `/dashboard` and `/staff` in Chromium with a phone profile: a Moto G4's screen and user agent, the slow
// 4G link of Lighthouse's mobile preset (1.6 Mbps down, 750 kbps up, 150 ms round trip) and the CPU slowed 4×. Each
// route is opened in a new context with nothing cached, ROUNDS times, taking turns; the median is the figure
// (target ≤ 2.5 s, web.dev's "good"). The page is left alone while it loads: whether it shows what it is for is
// checked once the network is idle, since Playwright's checks run in the page and would take the slowed CPU from it.
// A slowdown is relative to the machine, so the figures come with the machine's speed as Lighthouse measures a
// device's (its BenchmarkIndex), unthrottled and slowed 4×.
// Alone: npm run build && node -e "import('./scripts/bench/routes/phoneLcp.mjs').then((m) => m.phoneLcpBenches()).then(console.log)"
import { devices } from 'playwright-core';
import { quantile } from '../keystroke/measureKeystrokes.mjs';
import { launchBenchBrowser, startProduct } from '../product.mjs';
import { atWizardStepOne } from '../preapproval/preapprovalBench.mjs';
import { agreeToApplication, seededBorrower, signedIn } from './routeInitialJs.mjs';

const ROUNDS = Number(process.env.BENCH_LCP_ROUNDS ?? 5);
const PHONE = devices['Moto G4'];
/** Lighthouse's mobile preset (simulated slow 4G), in bytes per second and milliseconds. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const TARGET_MS = 2500;

/** Records the latest largest-contentful-paint entry as the page loads. */
function observeLcp() {
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One cold load of `route` on the phone profile: its LCP in ms, once `ready(page)` holds and the network is idle. */
async function coldLcp(browser, url, route, { prepare, ready }) {
  const context = await browser.newContext({ ...PHONE });
  try {
    await prepare?.(context);
    await context.addInitScript(observeLcp);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}${route}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await ready(page);
    return await page.evaluate(() => window.__lcp);
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse's BenchmarkIndex of the page's CPU (GoogleChrome/lighthouse, core/lib/page-functions.js; Apache 2.0):
 * how many times a second a 10,000-character string is built by appending (GC-heavy) and a 100,000-number array is
 * copied (GC-free), each over half a second and divided by 10, averaged. Lighthouse's classes: 1000 and up a desktop,
 * 125 and up a mid-tier phone (its Moto G4), below that a budget phone. Runs in the page.
 */
function benchmarkIndex() {
  const HALF_SECOND = 500;
  const perSecond = (iterations, start) => Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  let start = Date.now();
  let iterations = 0;
  while (Date.now() - start < HALF_SECOND) {
    let text = '';
    for (let index = 0; index < 10_000; index += 1) text += 'a';
    if (text.length === 1) throw new Error('unreachable: keeps the loop from being optimised away');
    iterations += 1;
  }
  const strings = perSecond(iterations, start);
  const one = [];
  const other = [];
  for (let index = 0; index < 100_000; index += 1) one[index] = other[index] = index;
  start = Date.now();
  iterations = 0;
  // The clock is read every tenth copy, as Lighthouse does.
  while (iterations % 10 !== 0 || Date.now() - start < HALF_SECOND) {
    const [from, to] = iterations % 2 === 0 ? [one, other] : [other, one];
    for (let index = 0; index < from.length; index += 1) to[index] = from[index];
    iterations += 1;
  }
  return (strings + perSecond(iterations, start)) / 2;
}

/** The machine's BenchmarkIndex in Chromium, as it is and with the CPU slowed as the phone profile slows it. */
async function machineSpeed(browser) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const measure = async (rate) => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.evaluate(benchmarkIndex); // warms the engine up
      const samples = [];
      for (let round = 0; round < 3; round += 1) samples.push(await page.evaluate(benchmarkIndex));
      return quantile(samples, 0.5);
    };
    return { host: await measure(1), phone: await measure(CPU_SLOWDOWN) };
  } finally {
    await context.close();
  }
}

/** The routes measured, each with how its page is prepared and when it shows what it is for. */
async function routes(product, token) {
  const borrower = await signedIn(product.url, token);
  await agreeToApplication(product.url, token);
  const heading = (name) => (page) =>
    page.getByRole('heading', { level: 1, name }).first().waitFor({ timeout: 60_000 });
  return [
    { route: '/', ready: heading(/home loans made simple/i) },
    {
      route: '/preapprove',
      prepare: atWizardStepOne,
      ready: (page) => page.getByRole('heading', { level: 2, name: 'Home Purchase' }).waitFor({ timeout: 60_000 }),
    },
    {
      route: '/stage1',
      prepare: borrower,
      ready: (page) =>
        page
          .getByLabel(/^First Name/)
          .first()
          .waitFor({ timeout: 60_000 }),
    },
    {
      route: '/dashboard',
      prepare: borrower,
      ready: (page) => page.locator('main h1').first().waitFor({ timeout: 60_000 }),
    },
    { route: '/staff', ready: (page) => page.locator('main h1').first().waitFor({ timeout: 60_000 }) },
  ];
}

/** The phone LCP of each route, as result rows for bench.mjs's table (a browser and a product may be given). */
export async function phoneLcpBenches(given = {}) {
  const seeded = given.product ? { token: given.token } : seededBorrower();
  const product = given.product ?? (await startProduct({ dataDir: seeded.dataDir }));
  const browser = given.browser ?? (await launchBenchBrowser());
  try {
    const speed = await machineSpeed(browser);
    const measured = await routes(product, seeded.token);
    const samples = new Map(measured.map(({ route }) => [route, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const { route, prepare, ready } of measured) {
        samples.get(route).push(await coldLcp(browser, product.url, route, { prepare, ready }));
      }
    }
    return measured.map(({ route }) => {
      const values = samples.get(route);
      const median = quantile(values, 0.5);
      return {
        name: `Largest contentful paint of ${route} on a phone (Moto G4, slow 4G, CPU 4× slower), cold`,
        value:
          `median ${(median / 1000).toFixed(2)} s (${values.map((value) => (value / 1000).toFixed(2)).join(', ')} s); ` +
          `BenchmarkIndex ${Math.round(speed.host)}, slowed ${Math.round(speed.phone)}`,
        ok: median <= TARGET_MS,
        target: '≤ 2.5 s median',
      };
    });
  } finally {
    if (!given.browser) await browser.close();
    if (!given.product) await product.stop();
  }
}
