// Leaving a field, two builds of the keystroke bench page side by side on one machine:
//   node scripts/bench/keystroke/compareCommits.mjs <bench dir A> <bench dir B> [rounds]
// Each dir is a `npm run build:bench` output (dist/bench); an older commit's is built in a git worktree of it
// (`git worktree add /tmp/old <commit>`, node_modules linked, `npm run build:bench` there). Both pages are served at
// once and measured in alternating rounds (stage 5 with seven people and the 6-person record, ten fields each), so
// a change in the machine's speed falls on both alike. Prints each build's median and p95 per form.
import { chromium } from 'playwright-core';
import { benchTargetIds } from './benchTargets.mjs';
import { measureCommits, serveBenchPage, summarize } from './measureKeystrokes.mjs';

const [first, second, roundsArgument = '3'] = process.argv.slice(2);
if (!first || !second) {
  console.error('usage: node scripts/bench/keystroke/compareCommits.mjs <bench dir A> <bench dir B> [rounds]');
  process.exit(2);
}
const dirs = [first, second];
const rounds = Number(roundsArgument);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const servers = await Promise.all(dirs.map((dir) => serveBenchPage(dir)));
const forms = [
  ['stage5', benchTargetIds.stage5Rows],
  ['record', benchTargetIds.recordRows],
];
const commits = new Map();
try {
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, server] of servers.entries()) {
      for (const [form, inputIds] of forms) {
        const run = await measureCommits(browser, server.url, { form, renderer: 'ours', inputIds });
        const key = `${dirs[index]} ${form}`;
        commits.set(key, [...(commits.get(key) ?? []), ...run.keystrokes]);
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}
for (const [key, keystrokes] of commits) {
  const figures = summarize(keystrokes);
  console.log(
    `${key}: median ${figures.median.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms (${figures.count} fields)`,
  );
}
