import { afterEach, describe, expect, it } from 'vitest';
import { STARTING_RATES } from 'server/seeds/seedRates.ts';
import { expectH1, expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

let tab: TestPage | undefined;

/** Opens the home page and waits for its content. */
async function openHome(t: TestPage): Promise<void> {
  await t.page.goto('/');
  await expectH1(t.page, 'Home loans made simple');
}

/** Scrolls through the page as a visitor would, so the sections that wait for the visitor load, then back up. */
async function scrollThrough(t: TestPage): Promise<void> {
  const height = await t.page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await t.page.mouse.wheel(0, 400);
    await t.page.waitForTimeout(30);
  }
  await t.page.getByRole('heading', { name: 'Loan Calculator' }).waitFor();
  await t.page.locator('[aria-roledescription="carousel"]').waitFor();
  await t.page.evaluate(() => window.scrollTo(0, 0));
}

afterEach(async () => {
  await tab?.close();
  tab = undefined;
});

const seededThirtyYear = STARTING_RATES.find((rate) => rate.type === 'purchase' && rate.orderid === 1)!;

describe('home page', () => {
  for (const width of [1280, 360]) {
    it(`shows every section without errors, sideways scrolling or axe violations at ${width}px`, async () => {
      tab = await openPage({ width });
      const { page } = tab;
      await openHome(tab);
      await scrollThrough(tab);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Home loans made simple');
      const rates = page.getByRole('region', { name: 'Today’s rates and credit' });
      await expect
        .poll(() => rates.locator('.home-rates__rate').innerText())
        .toBe(`${seededThirtyYear.rate.toFixed(3)}%`);
      expect(await rates.innerText()).toContain(`${seededThirtyYear.apr.toFixed(3)}% APR`);
      const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
      for (const heading of [
        'About Harbor Oak Mortgage',
        'Why choose us',
        'Loans for every step',
        'How it works',
        'Our services',
        'From our blog',
        'Mortgage calculators',
        'Loan Calculator',
        'What our borrowers say',
      ]) {
        expect(headings).toContain(heading);
      }
      const main = await page.locator('main').innerText();
      for (const figure of ['2013', '25,000+', '8,184', '110+', '115+', '7 days', '30 years']) {
        expect(main).toContain(figure);
      }
      expect(await page.getByRole('navigation', { name: 'Mortgage calculators' }).getByRole('link').count()).toBe(8);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `home at ${width}px`);
      await page.screenshot({ path: `/tmp/home-${width}.png`, fullPage: true });
      expect(tab.consoleErrors).toEqual([]);
    });
  }

  it('does not load the form engine before the visitor does anything', async () => {
    tab = await openPage();
    const scripts: string[] = [];
    tab.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await tab.page.goto('/');
    await tab.page.getByRole('heading', { level: 1 }).waitFor();
    await tab.page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /DefinitionForm|HomeQuoteSection|HomeCallbackSection/.test(path))).toEqual([]);
  });

  it('switches loan product tabs with the arrow keys', async () => {
    tab = await openPage();
    const { page } = tab;
    await openHome(tab);
    const tabs = page.getByRole('tablist', { name: 'Loan products' }).getByRole('tab');
    expect(await tabs.count()).toBe(5);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    const refinance = page.getByRole('tab', { name: 'Refinance' });
    expect(await refinance.getAttribute('aria-selected')).toBe('true');
    expect(await refinance.evaluate((element) => element === document.activeElement)).toBe(true);
    const panel = page.locator(`#${await refinance.getAttribute('aria-controls')}`);
    expect(await panel.isVisible()).toBe(true);
    expect(await panel.getByRole('link').getAttribute('href')).toBe('/steps');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByRole('tab', { name: 'Jumbo' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').getByRole('link').getAttribute('href')).toBe('/jumbo');
    await page.keyboard.press('Home');
    expect(await page.getByRole('tab', { name: 'Purchase' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'FHA' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').innerText()).toContain('3.5%');
    await expectNoAxeViolations(page, 'home with the FHA tab');
  });

  it('rings the keyboard focus in a light colour on the dark top bar and footer', async () => {
    tab = await openPage();
    const { page } = tab;
    await openHome(tab);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const ring = () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const style = getComputedStyle(focused);
        return { text: focused.textContent?.trim(), style: style.outlineStyle, color: style.outlineColor };
      });
    // The accent ring (rgb(154, 91, 19)) is 2.4:1 on the navy; the light one is 8.4:1.
    expect(await ring()).toEqual({
      text: expect.stringMatching(/^Call /),
      style: 'solid',
      color: 'rgb(245, 200, 120)',
    });
    await page.locator('.site-footer a').first().focus();
    await page.keyboard.press('Tab');
    expect((await ring()).color).toBe('rgb(245, 200, 120)');
  });

  it('moves the testimonials carousel and pauses it by keyboard', async () => {
    tab = await openPage();
    const { page } = tab;
    await openHome(tab);
    await scrollThrough(tab);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const slide = carousel.locator('[aria-roledescription="slide"]');
    expect(await slide.getAttribute('aria-label')).toBe('1 of 5');
    const slides = carousel.locator('.home-reviews__slides');
    expect(await slides.getAttribute('aria-live')).toBe('off');

    await carousel.getByRole('button', { name: 'Next' }).focus();
    // Focus inside the carousel stops it rotating, so its slide is now announced.
    expect(await slides.getAttribute('aria-live')).toBe('polite');
    await page.keyboard.press('Enter');
    expect(await slide.getAttribute('aria-label')).toBe('2 of 5');
    expect(await slide.innerText()).toContain('James T.');
    await carousel.getByRole('button', { name: 'Previous' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await slide.getAttribute('aria-label')).toBe('5 of 5');
    expect(await slide.innerText()).toContain('Linda W.');

    await carousel.getByRole('button', { name: 'Pause' }).focus();
    await page.keyboard.press('Enter');
    const play = carousel.getByRole('button', { name: 'Play' });
    expect(await play.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.locator('h1').click();
    expect(await slides.getAttribute('aria-live')).toBe('polite');
    await expectNoAxeViolations(page, 'home with the carousel paused');
  });

  it('advances the carousel by itself unless paused', async () => {
    tab = await openPage();
    const { page } = tab;
    await page.clock.install();
    await openHome(tab);
    await scrollThrough(tab);
    const slide = page.locator('[aria-roledescription="slide"]');
    await slide.waitFor();
    await page.clock.runFor(8500);
    expect(await slide.getAttribute('aria-label')).toBe('2 of 5');
  });

  it('starts pre-qualifying with the zip popup when nothing is saved', async () => {
    tab = await openPage();
    const { page } = tab;
    await openHome(tab);
    await page.getByRole('button', { name: 'Get Pre-Qualified' }).click();
    await page.getByRole('dialog', { name: 'Where are you looking?' }).waitFor();
  });

  it('asks to resume saved pre-approval progress; No clears it and opens the zip popup', async () => {
    tab = await openPage();
    const { page } = tab;
    await openHome(tab);
    await page.evaluate(() => localStorage.setItem('stages', JSON.stringify({ stage: 2 })));
    await page.getByRole('button', { name: 'Get Pre-Qualified' }).click();
    const question = page.getByRole('dialog', { name: 'Do you want to continue with your Pre-approval?' });
    await question.waitFor();
    expect(await question.getByRole('button').allInnerTexts()).toEqual(expect.arrayContaining(['Yes', 'No', 'Cancel']));
    await expectNoAxeViolations(page, 'home resume question');
    await question.getByRole('button', { name: 'Cancel', exact: true }).click();
    await question.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('stages'))).not.toBeNull();

    await page.getByRole('button', { name: 'Get Pre-Qualified' }).click();
    await question.getByRole('button', { name: 'No', exact: true }).click();
    await page.getByRole('dialog', { name: 'Where are you looking?' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('stages'))).toBeNull();
  });

  it('continues saved progress with Yes', async () => {
    tab = await openPage();
    const { page } = tab;
    await openHome(tab);
    await page.evaluate(() => localStorage.setItem('stages', JSON.stringify({ stage: 2 })));
    await page.getByRole('button', { name: 'Get Pre-Qualified' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/preapprove');
  });

  it('sends Apply For Loan to sign-in with q=/stage1', async () => {
    tab = await openPage();
    const { page } = tab;
    await openHome(tab);
    await scrollThrough(tab);
    await page.getByRole('button', { name: 'Apply For Loan' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === '/stage1');
    await page.getByRole('dialog', { name: 'Welcome to Harbor Oak Mortgage' }).waitFor();
  });
});
