// Benchmarks: each bench prints its figures and its target; the run fails when a target is missed.
// Needs the production build (npm run build), the keystroke bench page and the minimal form app (npm run build:bench)
// and Debian's Chromium. BENCH_DIST names another build folder than dist (its ui/, server/, bench/ and minimalForm/),
// so a bench can run on a private build while others use dist.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchTargetIds } from './bench/keystroke/benchTargets.mjs';
import {
  measureCommits,
  measureKeystrokes,
  measureSwitches,
  serveBenchPage,
  summarize,
} from './bench/keystroke/measureKeystrokes.mjs';
import { letterBenches } from './bench/preapproval/preapprovalBench.mjs';
import { mismoBenches } from './bench/export/mismoBench.mjs';
import { DIST, kb, launchBenchBrowser, recordScripts, scriptTotal, startProduct } from './bench/product.mjs';
import { formRouteBudgetBenches } from './bench/routes/formRouteBudget.mjs';
import { phoneLcpBenches } from './bench/routes/phoneLcp.mjs';
import { routeHintsBenches } from './bench/routes/routeHints.mjs';
import { seededBorrower } from './bench/routes/routeInitialJs.mjs';
import { saveCostBenches } from './bench/server/saveCost.mjs';
import { serverBenches } from './bench/server/serverBench.mjs';
import { studioBrowserBenches } from './bench/studio/studioBrowser.mjs';
import { studioImpactBenches } from './bench/studio/studioImpact.mjs';
import { uploadBenches } from './bench/uploads/measureUploads.mjs';

const UI_DIR = path.join(DIST, 'ui');
const ASSETS_DIR = path.join(UI_DIR, 'assets');
// Sources that make up the form engine in the browser: RJSF, ajv, the generated validators and ui/src/forms.
const FORM_ENGINE_SOURCE = /node_modules\/(@rjsf|ajv|ajv-formats)\/|forms\/generated\/|ui\/src\/forms\//;
// ajv's compiler (anything of ajv but its small runtime helpers), which the precompiled validators make unneeded.
const AJV_COMPILER_SOURCE =
  /node_modules\/ajv\/(?!dist\/runtime\/)|node_modules\/ajv-formats\/|validator-ajv8\/lib\/(validator|createAjvInstance)\.js/;
// Typed into the deepest text input, in ROUNDS rounds of 16 measured keys (after 3 warm-up keys each): 48 keys.
const TYPED_TEXT = ' and Trust Company of the Greater Tampa Bay Area';
const ROUNDS = 3;

/**
 * The source files bundled into a built script, read from its source map (the bundler's own helpers, its runtime
 * stub and its preload helper, have none).
 */
function bundledSources(scriptFile) {
  const map = path.join(ASSETS_DIR, `${scriptFile}.map`);
  if (!existsSync(map) && /^(rolldown-runtime|preload-helper)-/.test(scriptFile)) return [];
  return JSON.parse(readFileSync(map, 'utf8')).sources;
}

/** No script of the product build carries ajv's compiler (validators are precompiled by forms/generateValidators.ts). */
function noAjvCompiler() {
  const scripts = readdirSync(ASSETS_DIR).filter((file) => file.endsWith('.js'));
  const found = scripts.flatMap((file) => bundledSources(file).filter((source) => AJV_COMPILER_SOURCE.test(source)));
  return {
    name: 'ajv compiler in the product bundle',
    value: found.length === 0 ? `none in ${scripts.length} scripts` : found.join(', '),
    ok: found.length === 0,
    target: 'none',
  };
}

/** Initial JavaScript of the home page: every script loaded until the network is idle, as bytes on the wire. */
async function homeInitialJs(browser, url) {
  const page = await browser.newPage();
  const { scripts, settled } = recordScripts(page);
  await page.goto(`${url}/`, { waitUntil: 'networkidle' });
  await settled();
  await page.close();
  const bytes = scriptTotal(scripts, 'wire');
  const engine = [...scripts.keys()].filter((script) =>
    bundledSources(path.basename(new URL(script).pathname)).some((source) => FORM_ENGINE_SOURCE.test(source)),
  );
  return [
    {
      name: 'Initial JavaScript on / (bytes on the wire, Brotli)',
      value: `${kb(bytes)} in ${scripts.size} files (gzip level 9: ${kb(scriptTotal(scripts, 'gzip'))})`,
      ok: bytes <= 100 * 1024,
      target: '≤ 100 KB',
    },
    {
      name: 'Form engine scripts (RJSF, ajv, validators, theme) loaded on /',
      value: engine.length === 0 ? 'none' : engine.join(', '),
      ok: engine.length === 0,
      target: 'none',
    },
  ];
}

const ms = (value) => `${value.toFixed(1)} ms`;
const FORMS = {
  person: 'one person',
  record: '6-person record',
  stage5: 'stage 5 of the 1003, 7 people, 10 rows per list, one person shown',
};
const RENDERERS = { ours: 'ours', stock: 'stock @rjsf/core, live validation', plain: 'plain HTML inputs (floor)' };
// The draft commits and applicant switches measured, in rounds taken in turns like the keystrokes.
const EVENT_ROUNDS = 2;
const SWITCHES_PER_ROUND = 6;

/**
 * One keystroke's main-thread time (see measureKeystrokes.mjs), typing into the deepest text input of the one-person
 * view, of the 6-person record and of the 1003's real stage 5 (seven people, one shown, as the stage page draws it),
 * with our renderer, with stock @rjsf/core (live validation) and, as the browser's floor, with plain inputs. The
 * nine are measured in turns, round after round, so a change in the machine's load falls on all of them alike. Then
 * what our typing drafts defer, the commit when a field is left (on stage 5 and on the record), and switching
 * applicant on stage 5.
 */
async function keystrokeBenches(browser) {
  const server = await serveBenchPage(path.join(DIST, 'bench'));
  const runs = {};
  const perRound = TYPED_TEXT.length / ROUNDS;
  const load = os.loadavg()[0];
  const commits = { stage5: [], record: [] };
  const switches = [];
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const form of Object.keys(FORMS)) {
        for (const renderer of Object.keys(RENDERERS)) {
          const run = await measureKeystrokes(browser, server.url, {
            form,
            renderer,
            targetId: benchTargetIds[form],
            text: TYPED_TEXT.slice(round * perRound, (round + 1) * perRound),
          });
          const key = `${form}/${renderer}`;
          runs[key] = {
            ...run,
            keystrokes: [...(runs[key]?.keystrokes ?? []), ...run.keystrokes],
            cpu: [...(runs[key]?.cpu ?? []), run.cpu],
          };
        }
      }
    }
    for (let round = 0; round < EVENT_ROUNDS; round += 1) {
      for (const [form, inputIds] of [
        ['stage5', benchTargetIds.stage5Rows],
        ['record', benchTargetIds.recordRows],
      ]) {
        const run = await measureCommits(browser, server.url, { form, renderer: 'ours', inputIds });
        commits[form].push(...run.keystrokes);
      }
      const run = await measureSwitches(browser, server.url, {
        form: 'stage5',
        renderer: 'ours',
        switcherIdEnd: '__applicant',
        switches: SWITCHES_PER_ROUND,
      });
      switches.push(...run.keystrokes);
    }
  } finally {
    await server.close();
  }
  console.log(
    `Load average of the machine: ${load.toFixed(1)} before the keystroke benches, ${os.loadavg()[0].toFixed(1)} after.`,
  );
  const figures = {};
  for (const [key, run] of Object.entries(runs)) {
    const cpu = run.cpu.includes(null) ? null : run.cpu.reduce((a, b) => a + b, 0) / run.cpu.length;
    figures[key] = { ...summarize(run.keystrokes), cpu };
    const f = figures[key];
    console.log(
      `keystroke ${key}: ${run.inputs} inputs + ${run.selects} selects shown; ${f.count} keys; median ${ms(f.median)},` +
        ` p95 ${ms(f.p95)}; mean parts: events ${ms(f.js)}, frame ${ms(f.frame)}, deferred callbacks ${ms(f.deferred)};` +
        ` cross-check, main-thread CPU a key (everything, idle subtracted): ${cpu === null ? 'n/a' : ms(cpu)}`,
    );
  }
  const controls = (form) => runs[`${form}/ours`].inputs + runs[`${form}/ours`].selects;
  for (const form of Object.keys(FORMS)) {
    const counts = Object.keys(RENDERERS).map(
      (renderer) => runs[`${form}/${renderer}`].inputs + runs[`${form}/${renderer}`].selects,
    );
    if (counts.some((count) => count !== counts[0]))
      throw new Error(`${form}: the renderers show ${counts.join(', ')} controls`);
  }
  const row = (f) =>
    `median ${ms(f.median)}, p95 ${ms(f.p95)}` + (f.cpu === undefined || f.cpu === null ? '' : `; CPU ${ms(f.cpu)}`);
  const speedup = figures['record/stock'].median / figures['record/ours'].median;
  const overFloor = figures['stage5/ours'].median / figures['stage5/plain'].median;
  const results = [];
  for (const [form, formName] of Object.entries(FORMS)) {
    for (const [renderer, rendererName] of Object.entries(RENDERERS)) {
      const f = figures[`${form}/${renderer}`];
      const name = `Keystroke, ${formName} (${controls(form)} controls), ${rendererName}`;
      if (form === 'person' && renderer === 'ours') {
        results.push({ name, value: row(f), ok: f.median <= 5, target: 'median ≤ 5 ms' });
      } else if (form === 'record' && renderer === 'ours') {
        const value = `${row(f)}; ${speedup.toFixed(1)}× faster than stock (median)`;
        results.push({ name, value, ok: speedup >= 3, target: '≥ 3× faster than stock (median)' });
      } else if (form === 'stage5' && renderer === 'ours') {
        const value = `${row(f)}; ${overFloor.toFixed(2)}× plain HTML (median)`;
        results.push({ name, value, ok: overFloor <= 1.2, target: 'within 1.2× of plain HTML (median)' });
      } else {
        results.push({ name, value: row(f), ok: true, target: 'reference' });
      }
    }
  }
  for (const [form, name] of [
    ['stage5', 'Leaving a field of stage 5, 7 people (draft commit), ours'],
    ['record', 'Leaving a field of the 6-person record (draft commit), ours'],
  ]) {
    const f = summarize(commits[form]);
    console.log(`commit ${form}: ${f.count} fields left; mean parts: events ${ms(f.js)}, frame ${ms(f.frame)}`);
    results.push({ name, value: row(f), ok: f.median <= 8, target: 'median ≤ 8 ms' });
  }
  const switching = summarize(switches);
  const slowest = Math.max(...switches.map((s) => s.total));
  console.log(
    `switch stage5: ${switching.count} switches; mean parts: events ${ms(switching.js)}, frame ${ms(switching.frame)},` +
      ` deferred callbacks ${ms(switching.deferred)}; slowest ${ms(slowest)}`,
  );
  results.push({
    name: 'Switching applicant on stage 5, 7 people, ours',
    value: `${row(switching)}; slowest ${ms(slowest)}`,
    ok: switching.median <= 50,
    target: 'median ≤ 50 ms',
  });
  return results;
}

// `node scripts/bench.mjs server` runs only the server benches (no browser), `node scripts/bench.mjs browser` only the
// browser's (initial JavaScript, keystrokes, commits, switching, the studio's preview and publication); with no argument, every bench runs.
const only = process.argv[2];
const results = [];
if (only !== 'server') {
  // A signed-in borrower for the routes that need one (/stage1, /short); the other pages are opened without a session.
  const borrower = seededBorrower();
  const product = await startProduct({ dataDir: borrower.dataDir });
  const browser = await launchBenchBrowser();
  const isFormEngine = (script) =>
    bundledSources(path.basename(new URL(script).pathname)).some((source) => FORM_ENGINE_SOURCE.test(source));
  try {
    results.push(noAjvCompiler());
    results.push(...(await homeInitialJs(browser, product.url)));
    results.push(...(await formRouteBudgetBenches({ browser, product, token: borrower.token, isFormEngine })));
    results.push(...(await keystrokeBenches(browser)));
    results.push(...(await studioBrowserBenches(browser)));
    results.push(...(await routeHintsBenches(browser)));
    results.push(...(await phoneLcpBenches({ browser, product, token: borrower.token })));
  } finally {
    await browser.close();
    await product.stop();
  }
  if (only !== 'browser') {
    results.push(...(await uploadBenches()));
    results.push(...(await letterBenches()));
  }
}
if (only !== 'browser') results.push(...(await serverBenches()));
if (only !== 'browser') results.push(...(await saveCostBenches()));
if (only !== 'browser') results.push(...(await studioImpactBenches()));
if (only !== 'browser') results.push(...(await mismoBenches()));
console.log('\n| Bench | Figure | Target | Met |\n|---|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.value} | ${r.target} | ${r.ok ? 'yes' : 'NO'} |`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
