import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CALCULATOR_LINKS } from 'ui/calculators/calculatorLinks.ts';
import { expectH1, expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';

let tab: TestPage;

afterEach(async () => {
  expect(tab.consoleErrors).toEqual([]);
  await tab.close();
});

/** The text of the results panel (the polite live region). */
function results(page: Page) {
  return page.locator('.calc-results [aria-live="polite"]');
}

const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe.each([1280, 360])('every calculator at %ipx', (width) => {
  beforeEach(async () => {
    tab = await openPage({ width, height: 900 });
  });

  it('shows its h1, title and icon navigation, passes axe and does not scroll sideways', async () => {
    const { page } = tab;
    for (const link of CALCULATOR_LINKS) {
      await page.goto(link.path);
      await expectH1(page, link.label, link.path);
      await expect.poll(() => page.title(), { message: link.path }).toBe(`${link.label} | Harbor Oak Mortgage`);
      const nav = page.getByRole('navigation', { name: 'Calculators' });
      expect(await nav.getByRole('link').count()).toBe(8);
      const current = nav.locator('[aria-current="page"]');
      expect(await current.textContent()).toBe(link.label);
      expect(await current.locator('svg').count()).toBe(1);
      // Defaults give a result at once, so axe sees the figures (and the chart where there is one).
      expect(await results(page).locator('dd').count(), link.path).toBeGreaterThan(0);
      if (link.path === '/mortgagecalculator' || link.path === '/extrapayment') {
        await page.locator('.calc-chart canvas').first().waitFor();
      }
      await expectNoAxeViolations(page, `${link.path} at ${width}px`);
      if (width === 360) {
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, link.path).toBeLessThanOrEqual(360);
      }
    }
  });
});

describe('/mortgagecalculator', () => {
  beforeEach(async () => {
    tab = await openPage();
  });

  it('computes $1,199.10 for $200,000 at 6 % over 30 years and keeps the inputs in the address', async () => {
    const { page } = tab;
    await page.goto('/mortgagecalculator');
    await input(page, 'Loan amount').fill('200000');
    await input(page, 'Interest rate').fill('6');
    await input(page, 'Loan term').fill('30');
    await expect.poll(() => results(page).textContent()).toContain('$1,199.10');
    expect(await results(page).textContent()).toContain('$231,676.38');

    const url = new URL(page.url());
    expect(url.searchParams.get('amount')).toBe('200000');
    expect(url.searchParams.get('rate')).toBe('6');
    expect(url.searchParams.get('years')).toBe('30');

    const shared = await openPage();
    try {
      await shared.page.goto(url.pathname + url.search);
      await expect.poll(() => results(shared.page).textContent()).toContain('$1,199.10');
      expect(await input(shared.page, 'Loan amount').inputValue()).toBe('200000');
      expect(shared.consoleErrors).toEqual([]);
    } finally {
      await shared.close();
    }

    await page.reload();
    await expect.poll(() => results(page).textContent()).toContain('$1,199.10');
  });

  it('hides the result while a field is zero', async () => {
    const { page } = tab;
    await page.goto('/mortgagecalculator?amount=200000&rate=6&years=30');
    await expect.poll(() => results(page).textContent()).toContain('$1,199.10');
    await input(page, 'Loan amount').fill('0');
    await expect.poll(() => results(page).textContent()).not.toContain('$');
    expect(await results(page).textContent()).toContain('Enter a loan amount');
    expect(await page.locator('.calc-schedule').count()).toBe(0);
  });

  it('refuses a 6th character in the rate and a term of 31 years', async () => {
    const { page } = tab;
    await page.goto('/mortgagecalculator');
    const rate = input(page, 'Interest rate');
    await rate.fill('');
    await rate.pressSequentially('6.1259');
    expect(await rate.inputValue()).toBe('6.125');
    await rate.pressSequentially('x');
    expect(await rate.inputValue()).toBe('6.125');

    const years = input(page, 'Loan term');
    await years.fill('31');
    await expect.poll(() => years.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await years.getAttribute('aria-describedby')) ?? '';
    const messages = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
    expect(messages).toContain('Enter a term from 1 to 30 years.');
    expect(await results(page).textContent()).not.toContain('$');
    await expectNoAxeViolations(page, 'mortgage calculator with a 31-year term');

    // A rate of 0 is told, not left as a result that never comes.
    await years.fill('30');
    await rate.fill('0');
    await rate.press('Tab');
    await expect.poll(() => rate.getAttribute('aria-invalid')).toBe('true');
    const rateMessages = await Promise.all(
      ((await rate.getAttribute('aria-describedby')) ?? '')
        .split(' ')
        .map((id) => page.locator(`[id="${id}"]`).textContent()),
    );
    expect(rateMessages).toContain('Enter an interest rate above 0 and up to 100.');
  });

  it('draws the chart and lists 30 yearly rows that open to 12 months', async () => {
    const { page } = tab;
    await page.goto('/mortgagecalculator?amount=200000&rate=6&years=30');
    await page.locator('.calc-chart canvas').first().waitFor();
    expect(await page.locator('.calc-chart [role="img"]').getAttribute('aria-label')).toContain('$231,676.38');
    const table = page.getByRole('table', { name: /Amortization schedule by year/ });
    expect(await table.locator('tr.calc-schedule__year').count()).toBe(30);
    const first = table.getByRole('button', { name: 'Year 1', exact: true });
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    const months = table.locator(`[id="${await first.getAttribute('aria-controls')}"] tr`);
    expect(await months.count()).toBe(12);
    expect(await months.first().textContent()).toContain('$1,000.00');
    expect(await table.locator('tr.calc-schedule__year').last().textContent()).toContain('$0.00');
  });
});

describe('the other calculators', () => {
  beforeEach(async () => {
    tab = await openPage();
  });

  const cases: { path: string; figure: string; also?: string }[] = [
    {
      path: '/refinancecalculator?balance=250000&rate=7&years=30&newRate=6&newYears=30&costs=4000',
      figure: '25 months (2 years 1 month)',
      also: '$164.38',
    },
    { path: '/principalcalculator?payment=1500&rate=6&years=30', figure: '$250,187.42' },
    { path: '/extrapayment?amount=200000&rate=6&years=30&extra=100', figure: '$49,138.41', also: '5 years 5 months' },
    {
      path: '/incometoqualify?amount=200000&rate=6&years=30&taxes=250&insurance=100&hoa=0&debts=500&front=28&back=36',
      figure: '$68,303.37',
    },
    { path: '/affordability?income=120000&debts=500&down=60000&rate=6&years=30&taxes=1.5', figure: '$436,095.23' },
    {
      path: '/affordability?income=100000&debts=0&down=2000000&rate=6.5&years=30&taxes=1.5',
      figure: '$1,866,666.67',
      also: 'Your down payment is more than this price, so no loan is needed.',
    },
    {
      path: '/refinancecalculator?balance=250000&rate=7&years=30&newRate=6&newYears=30&costs=100',
      figure: 'Break-even1 monthCurrent monthly payment',
    },
    {
      path: '/taxbenefit?amount=400000&rate=6&years=30&propertyTax=6000&stateTaxes=8000&other=2000&status=married&bracket=24',
      figure: '$1,839.93',
      also: '$32,200.00',
    },
    { path: '/apr?amount=200000&rate=6&years=30&points=1&fees=2000', figure: '6.189%' },
  ];

  it.each(cases)('$path shows $figure', async ({ path, figure, also }) => {
    const { page } = tab;
    await page.goto(path);
    await expect.poll(() => results(page).textContent()).toContain(figure);
    if (also) expect(await results(page).textContent()).toContain(also);
  });

  it('updates a result as the visitor types', async () => {
    const { page } = tab;
    await page.goto('/apr?amount=200000&rate=6&years=30&points=0&fees=0');
    await expect.poll(() => results(page).textContent()).toContain('6.000%');
    await input(page, 'Lender fees').fill('4000');
    await expect.poll(() => results(page).textContent()).toContain('6.189%');
    expect(new URL(page.url()).searchParams.get('fees')).toBe('4000');
  });
});
