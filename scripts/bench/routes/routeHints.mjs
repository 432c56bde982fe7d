/* global window, document, MutationObserver -- addInitScript and waitForFunction run in the page */
// The route hints (server/src/http/pageMeta.ts, routeHints) measured: /contact opened in a new browser context until
// its form's Message field is drawn, as the server answers it (with the hints) and with the hints taken out of the
// page, in alternating rounds, on an emulated mobile link (150 ms latency, about 6 Mbit/s down). On localhost the
// machine's CPU decides and the two are alike; over a link with latency the hints save the round trips the page
// would otherwise make one after the other (first script, then the page's scripts, then the form, then its
// validators).
// Alone: npm run build && node -e "import('./scripts/bench/routes/routeHints.mjs').then((m) => m.routeHintsBenches()).then(console.log)"
import { quantile } from '../keystroke/measureKeystrokes.mjs';
import { launchBenchBrowser, startProduct } from '../product.mjs';

const ROUNDS = 6;
const LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: (6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const FIRST_HINT =
  /\n\s*<link rel="(?:modulepreload|preload)"[^>]*href="\/(?:assets\/(?!index-|react-|rolldown-runtime-)|api\/)/;

/** /contact's page without the server's hints (every link after the build's own, up to the end of the head). */
function withoutHints(html) {
  const start = html.search(FIRST_HINT);
  if (start === -1) throw new Error('The page of /contact carries no hints');
  return html.slice(0, start) + html.slice(html.indexOf('</head>'));
}

/** Milliseconds from navigation to the form's Message field on screen, in a new context on the emulated link. */
async function timeToForm(browser, url, page) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  try {
    if (page !== undefined) {
      await context.route(`${url}/contact`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: page }),
      );
    }
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if ([...document.querySelectorAll('label')].some((label) => label.textContent.startsWith('Message'))) {
          window.__formShown = performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true });
    });
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', LINK);
    await tab.goto(`${url}/contact`);
    await tab.waitForFunction(() => window.__formShown);
    return await tab.evaluate(() => window.__formShown);
  } finally {
    await context.close();
  }
}

/** /contact with and without the hints, as result rows for bench.mjs's table. */
export async function routeHintsBenches(given) {
  const product = await startProduct();
  const browser = given ?? (await launchBenchBrowser());
  try {
    const served = await (await fetch(`${product.url}/contact`, { headers: { accept: 'text/html' } })).text();
    const bare = withoutHints(served);
    const hinted = [];
    const plain = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Taken in turns, so a change in the machine's load falls on both alike.
      if (round % 2 === 0) hinted.push(await timeToForm(browser, product.url));
      plain.push(await timeToForm(browser, product.url, bare));
      if (round % 2 === 1) hinted.push(await timeToForm(browser, product.url));
    }
    const ms = (value) => `${value.toFixed(0)} ms`;
    console.log(
      `/contact to its form, 150 ms link: with hints ${hinted.map(ms).join(', ')}; without ${plain.map(ms).join(', ')}`,
    );
    return [
      {
        name: '/contact to its form on a 150 ms, 6 Mbit/s link, new context: with the route hints (without them)',
        value: `median ${ms(quantile(hinted, 0.5))} (${ms(quantile(plain, 0.5))})`,
        ok: quantile(hinted, 0.5) < quantile(plain, 0.5),
        target: 'faster with the hints',
      },
    ];
  } finally {
    if (!given) await browser.close();
    await product.stop();
  }
}
