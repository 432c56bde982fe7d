import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** A browser page on the running product, collecting console errors. */
export interface TestPage {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  consoleErrors: string[];
  close(): Promise<void>;
}

let shared: Browser | undefined;

async function connectedBrowser(): Promise<Browser> {
  shared ??= await chromium.connect(inject('browserWsEndpoint'));
  return shared;
}

/** A client address of the benchmarking range 198.18.0.0/15 (RFC 2544), one per browser context. */
function clientAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `198.${18 + (a % 2)}.${b}.${c}`;
}

/** Opens a fresh browser context (no storage) at the given width, on the suite's server or the one at `baseUrl`. */
export async function openPage(options: { width?: number; height?: number; baseUrl?: string } = {}): Promise<TestPage> {
  const browser = await connectedBrowser();
  const baseUrl = options.baseUrl ?? inject('baseUrl');
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    // The person's own address, as the server's load balancer would pass it on (globalSetup trusts one proxy).
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() },
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, context, baseUrl, consoleErrors, close: () => context.close() };
}

/** Runs axe-core on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

/** Where the product writes mail when no SMTP server is configured. */
export function outboxDir(): string {
  return `${inject('dataDir')}/outbox`;
}

/**
 * Waits until the page's code has loaded and its h1 reads `text`. A page whose code is still on its way shows its
 * route's title as its h1 above 'Loading…' (ui/src/routes/PageLoading.tsx), so the h1 alone does not say the page
 * is there.
 */
export async function expectH1(page: Page, text: string, message = text): Promise<void> {
  // Read at one moment in the page: a separate look for the loading state could miss it appearing just after.
  const h1OfLoadedPage = () =>
    page.evaluate(() =>
      document.querySelector('.page-loading')
        ? ''
        : ((document.querySelector('main h1, h1') as HTMLElement | null)?.innerText ?? ''),
    );
  await expect.poll(h1OfLoadedPage, { message }).toBe(text);
}

/** The JSON bodies the page POSTs to `/api/{path}` from now on, in order, as the array fills. */
export function recordPosts(page: Page, path: string): unknown[] {
  const posts: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/${path}`)) posts.push(request.postDataJSON());
  });
  return posts;
}
