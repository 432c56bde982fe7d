import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

// Built by `npm run build-storybook`, which `npm test` runs before vitest; STORYBOOK_DIR points at another build.
const STATIC_DIR = path.resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');
const INDEX_FILE = path.join(STATIC_DIR, 'index.json');

if (!existsSync(INDEX_FILE)) {
  throw new Error(`${INDEX_FILE} is missing: run \`npm run build-storybook\` first.`);
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

const entries = Object.values(
  (JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** A static file server for storybook-static on a free local port. */
function serveStatic(): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(STATIC_DIR, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    // Browsers ask for /favicon.ico on their own; Storybook ships an SVG one.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (!file.startsWith(STATIC_DIR) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Stories are independent: a few tabs check them side by side, which keeps the run short on two cores. Each tab loads
// Storybook's preview once and then selects one story after another in it, as Storybook's own sidebar does, instead
// of loading the whole preview again for every story.
const TABS = 3;

let server: Server;
let baseUrl: string;
const idle: TestPage[] = [];
const waiting: ((tab: TestPage) => void)[] = [];

async function withTab<T>(use: (tab: TestPage) => Promise<T>): Promise<T> {
  const tab = idle.pop() ?? (await new Promise<TestPage>((resolve) => waiting.push(resolve)));
  try {
    return await use(tab);
  } finally {
    const next = waiting.shift();
    if (next) next(tab);
    else idle.push(tab);
  }
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    onSetCurrentStory?: (selection: { storyId: string; viewMode: 'story' }) => Promise<void>;
  };
}

/** True once Storybook's preview has rendered the story `id` and run its play function (or given up). */
function storyDone(id: string): boolean {
  const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
  return render?.id === id && (render.phase === 'finished' || render.phase === 'aborted');
}

/** Selects the story `id` in the loaded preview, as Storybook's sidebar does. */
function selectStory(id: string): void {
  void (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.onSetCurrentStory?.({
    storyId: id,
    viewMode: 'story',
  });
}

/** Shows the story `id` in the tab: the preview is loaded the first time, and the story selected in it after that. */
async function showStory({ page }: TestPage, id: string): Promise<void> {
  const previewLoaded = await page
    .evaluate(() => typeof (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.onSetCurrentStory === 'function')
    .catch(() => false);
  if (previewLoaded) await page.evaluate(selectStory, id);
  else await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  await page.waitForFunction(storyDone, id, { timeout: 20_000, polling: 50 });
}

beforeAll(async () => {
  server = await serveStatic();
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  idle.push(...(await Promise.all(Array.from({ length: TABS }, () => openPage()))));
});

afterAll(async () => {
  await Promise.all(idle.map((tab) => tab.close()));
  await new Promise((resolve) => server?.close(resolve));
});

/** The message and stack Storybook shows when a story threw or its play function failed; '' when none. */
function storyFailure(): string {
  if (!document.body.classList.contains('sb-show-errordisplay')) return '';
  const text = (id: string) => document.getElementById(id)?.textContent ?? '';
  return `${text('error-message')}\n${text('error-stack')}`;
}

describe('Storybook', () => {
  it('has stories for the theme and for every form definition', () => {
    const titles = new Set(entries.map((entry) => entry.title));
    expect(titles).toContain('Theme/StageIndicator');
    expect(titles).toContain('Theme/RepeatingRowsTemplate');
    expect(titles).toContain('Theme/ApplicantSwitcherField');
    expect(titles).toContain('Definitions/contact/v1');
  });

  it.concurrent.each(entries.map((entry) => [`${entry.title} / ${entry.name}`, entry.id]))(
    '%s renders, plays and has no axe violations',
    (_label, id) =>
      withTab(async (tab) => {
        const { page, consoleErrors } = tab;
        consoleErrors.length = 0;
        await showStory(tab, id);
        expect(await page.evaluate(storyFailure), `story ${id} failed`).toBe('');
        expect(await page.locator('#storybook-root').innerText(), `story ${id} shows something`).not.toBe('');
        expect(consoleErrors, `console errors in ${id}`).toEqual([]);
        await expectNoAxeViolations(page, id);
      }),
  );
});
