/* global window, document, MutationObserver -- the functions given to page.evaluate run in the bench page */
// The keystroke bench: per keystroke, the main-thread time of the page's own work for the key (its event handlers,
// React's render and commit, the frame's style, layout and paint, and any timer or message callback run until the
// next key), measured inside the page by keystrokeProbe.mjs, with no tracing. See docs/performance.md for the method.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { installKeystrokeProbe, keystrokeWork } from './keystrokeProbe.mjs';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves dist/bench (the bench page) on a free local port. */
export async function serveBenchPage(root) {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`${root} is missing: run npm run build:bench`);
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      // Cross-origin isolation gives performance.now() its fine resolution (5 µs instead of 100 µs).
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The value at quantile q (nearest rank) of a list of numbers. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** Median and p95 of the keystrokes' totals, and the mean of each part. */
export function summarize(keystrokes) {
  const totals = keystrokes.map((keystroke) => keystroke.total);
  return {
    count: keystrokes.length,
    median: quantile(totals, 0.5),
    p95: quantile(totals, 0.95),
    js: mean(keystrokes.map((keystroke) => keystroke.js)),
    frame: mean(keystrokes.map((keystroke) => keystroke.frame)),
    deferred: mean(keystrokes.map((keystroke) => keystroke.deferred)),
  };
}

/** A new bench page for one form and renderer, with the probe installed, and the page errors it reports. */
async function openBenchPage(browser, pageUrl, form, renderer) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(installKeystrokeProbe);
  await page.goto(`${pageUrl}/?form=${form}&renderer=${renderer}`);
  await settled(page);
  return { page, errors };
}

/**
 * Waits until the page has drawn everything it draws on its own: a second without a change to the DOM (on stage 5
 * ours draws the other people, hidden, once the shown one is on screen), so no key is measured against that work.
 */
async function settled(page, quietMs = 1000) {
  await page.evaluate(
    (quiet) =>
      new Promise((resolve) => {
        let timer = setTimeout(resolve, quiet);
        new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, quiet);
        }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    quietMs,
  );
}

/** The controls a person sees on the page (hidden inputs and controls of hidden parts left out). */
function visibleControls(page) {
  return page.evaluate(() => {
    const shown = (element) => element.checkVisibility();
    return {
      inputs: [...document.querySelectorAll('input:not([type="hidden"])')].filter(shown).length,
      selects: [...document.querySelectorAll('select')].filter(shown).length,
    };
  });
}

/** The input whose id ends with `_<idEnd>` that a person sees (stage 5 draws the other people's, hidden). */
const shownInput = (page, idEnd) => page.locator(`[id$="_${idEnd}"]:visible`);

/** Types `keys` one at a time, `gapMs` apart, while the probe records, and returns its per-keystroke figures. */
async function recordKeys(page, keys, { gapMs, windowMs }) {
  await page.evaluate(() => {
    Object.assign(window.__keystrokeProbe, { keys: [], callbacks: [], recording: true });
  });
  for (const key of keys) {
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(gapMs);
  }
  const probe = await page.evaluate(() => {
    window.__keystrokeProbe.recording = false;
    return window.__keystrokeProbe;
  });
  return keystrokeWork(probe, windowMs);
}

/** Process ids under `root` (root included), from /proc. */
function processTree(root) {
  const children = new Map();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i += 1) found.push(...(children.get(found[i]) ?? []));
  return found;
}

/**
 * CPU time (ms) the main threads of this bench's Chromium renderers have used so far, from /proc (Linux): a
 * renderer's main thread has the process's own id. Null where /proc cannot tell.
 */
function rendererMainThreadCpu() {
  if (!existsSync('/proc/self/schedstat')) return null;
  let total = 0;
  for (const pid of processTree(process.pid)) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      total += Number(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      // The process ended while it was read.
    }
  }
  return total;
}

/**
 * The cross-check: main-thread CPU time per key, from the operating system rather than the page. CPU time used
 * while `keys` are typed, less the CPU time the same page uses idle (focused, caret blinking) over as long, divided
 * by the number of keys. It counts everything the renderer's main thread does because of the keys, the browser's own
 * follow-up tasks included, and unlike the page's clock it does not grow when other processes hold the CPU.
 */
async function cpuPerKey(page, keys, gapMs) {
  const idleStart = rendererMainThreadCpu();
  if (idleStart === null) return null;
  const idleFrom = performance.now();
  await page.waitForTimeout(keys.length * gapMs);
  const idle = (rendererMainThreadCpu() - idleStart) / (performance.now() - idleFrom);
  const typingStart = rendererMainThreadCpu();
  const typingFrom = performance.now();
  for (const key of keys) {
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(gapMs);
  }
  const typing = rendererMainThreadCpu() - typingStart;
  return (typing - idle * (performance.now() - typingFrom)) / keys.length;
}

/**
 * Opens the bench page for one form and renderer, focuses the target input and types `warmup` + `text` one key
 * every `gapMs` while the probe records; the first `warmup` keys are left out. Then, for the cross-check, types
 * `text` again and reads the main thread's CPU time per key (cpuPerKey). Returns the page's counts of inputs and
 * selects, the figures of each measured keystroke (keystrokeWork) and the CPU time per key.
 */
export async function measureKeystrokes(browser, pageUrl, { form, renderer, targetId, text, warmup = 3, gapMs = 120 }) {
  const { page, errors } = await openBenchPage(browser, pageUrl, form, renderer);
  try {
    const input = shownInput(page, targetId);
    await input.waitFor();
    const { inputs, selects } = await visibleControls(page);
    await input.click();
    await input.press('End');
    const before = await input.inputValue();
    await page.waitForTimeout(500);
    const keys = [...'abcdefgh'.slice(0, warmup), ...text];
    const keystrokes = await recordKeys(page, keys, { gapMs });
    const typed = (await input.inputValue()).slice(before.length);
    if (typed !== keys.join(''))
      throw new Error(`${form}/${renderer}: typed "${keys.join('')}" but the input shows "${typed}"`);
    if (errors.length > 0) throw new Error(`${form}/${renderer}: page errors: ${errors.join('; ')}`);
    if (keystrokes.length !== keys.length) {
      throw new Error(`${form}/${renderer}: the probe saw ${keystrokes.length} keydowns for ${keys.length} keys`);
    }
    if (keystrokes.some((keystroke) => keystroke.missingEnd)) {
      throw new Error(`${form}/${renderer}: a key's event or frame never finished`);
    }
    const cpu = await cpuPerKey(page, [...text], gapMs);
    return { form, renderer, inputs, selects, keystrokes: keystrokes.slice(warmup), cpu };
  } finally {
    await page.close();
  }
}

/**
 * What a typing draft defers to the moment the field is left: in each of `inputIds`, one letter is typed and Tab
 * pressed; the figure is the Tab keystroke's (the draft's commit to RJSF and its re-render), counted for 200 ms.
 */
export async function measureCommits(browser, pageUrl, { form, renderer, inputIds, gapMs = 400 }) {
  const { page, errors } = await openBenchPage(browser, pageUrl, form, renderer);
  try {
    await shownInput(page, inputIds[0]).waitFor();
    await page.waitForTimeout(500);
    const keystrokes = [];
    for (const id of inputIds) {
      await shownInput(page, id).click();
      await page.waitForTimeout(gapMs);
      const [, tab] = await recordKeys(page, ['x', 'Tab'], { gapMs, windowMs: 200 });
      keystrokes.push(tab);
      await page.waitForTimeout(gapMs);
    }
    if (errors.length > 0) throw new Error(`${form}/${renderer}: page errors: ${errors.join('; ')}`);
    return { form, renderer, keystrokes, ...summarize(keystrokes) };
  } finally {
    await page.close();
  }
}

/**
 * Switching applicant on a per-person step: focuses the applicant switcher (the select whose id ends in
 * `switcherIdEnd`) and presses ArrowUp `switches` times, `gapMs` apart: each key chooses the person before, whose
 * fields replace the shown ones. The figure is each key's work (its events, React's render and commit, the frames
 * after it, and every page callback) counted for `windowMs`.
 */
export async function measureSwitches(
  browser,
  pageUrl,
  { form, renderer, switcherIdEnd, switches, gapMs = 1500, windowMs = 1000 },
) {
  const { page, errors } = await openBenchPage(browser, pageUrl, form, renderer);
  try {
    const switcher = page.locator(`select[id$="${switcherIdEnd}"]`);
    await switcher.waitFor();
    const first = await switcher.inputValue();
    await switcher.focus();
    await page.waitForTimeout(500);
    const keystrokes = await recordKeys(page, Array(switches).fill('ArrowUp'), { gapMs, windowMs });
    const last = await switcher.inputValue();
    if (last === first) throw new Error(`${form}/${renderer}: the applicant switcher did not change`);
    if (errors.length > 0) throw new Error(`${form}/${renderer}: page errors: ${errors.join('; ')}`);
    if (keystrokes.some((keystroke) => keystroke.missingEnd)) {
      throw new Error(`${form}/${renderer}: a switch's event or frame never finished`);
    }
    return { form, renderer, keystrokes, ...summarize(keystrokes) };
  } finally {
    await page.close();
  }
}
