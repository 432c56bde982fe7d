import { afterEach, describe, expect, it } from 'vitest';
import type { StudioFormReply } from 'common';
import { axeAtBothWidths } from './support/application.ts';
import { openPage, type TestPage } from './support/browser.ts';
import { staffGet, staffToken } from './support/staff.ts';

/**
 * The compliance studio's list of forms (issue 23, first step): a staff member opens Forms from the staff
 * navigation and reads every form with its published version, open draft and the records filled on each version.
 */
describe('the forms list of the compliance studio', () => {
  const tabs: TestPage[] = [];
  afterEach(async () => {
    while (tabs.length) await tabs.pop()?.close();
  });

  it('lists every form with its published version and records, on a phone and a desktop', async () => {
    const tab = await openPage();
    tabs.push(tab);
    const { page } = tab;
    const token = await staffToken();
    const forms = await staffGet<StudioFormReply[]>(token, 'staff/forms');
    await page.addInitScript((value) => window.sessionStorage?.setItem('staffToken', value), token);
    await page.goto('/staff');
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'Forms' }).click();
    await page.waitForURL((url) => url.pathname === '/staff/forms');
    await page.getByRole('heading', { level: 1, name: 'Forms' }).waitFor();
    const table = page.getByRole('table', { name: 'Forms and their versions' });
    await table.waitFor();
    // One row per form, each naming its published version.
    expect(await table.getByRole('row').count()).toBe(forms.length + 1);
    for (const form of forms.filter((candidate) =>
      ['application-stage1', 'contact', 'preapproval'].includes(candidate.formId),
    )) {
      const row = table.getByRole('row').filter({ hasText: form.formId });
      await expect.poll(() => row.count()).toBe(1);
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(form.title);
      expect(text).toContain(`Version ${form.published}`);
      const published = form.versions.find((version) => version.version === form.published);
      expect(text).toContain(published?.publishedBy ?? 'Came with the product');
      expect(text).toMatch(/None yet|Version \d+: \d+ in progress, \d+ submitted/);
    }
    await axeAtBothWidths(page, 'the forms list');
    expect(tab.consoleErrors).toEqual([]);
  }, 120_000);
});
