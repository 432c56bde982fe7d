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

  it("lists every form with its published version and records, and opens one form's versions, on a phone and a desktop", async () => {
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

    // One form's page: its versions with the records on each, and its draft (opened by compliance staff only).
    const stageOne = forms.find((form) => form.formId === 'application-stage1');
    if (!stageOne) throw new Error('application-stage1 is not listed');
    await page.setViewportSize({ width: 1280, height: 900 });
    await table.getByRole('link', { name: stageOne.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/staff/forms/application-stage1');
    const versions = page.getByRole('table', { name: `Versions of ${stageOne.title}` });
    await versions.waitFor();
    expect(await versions.getByRole('row').count()).toBe(stageOne.versions.length + 1);
    const newest = stageOne.versions[0];
    const row = versions.getByRole('row').filter({ hasText: `Version ${newest?.version}` });
    expect(await row.textContent()).toContain('Published');
    const draft = page.getByRole('region', { name: 'Draft' });
    await draft
      .getByText(stageOne.draft === null ? 'No draft is open.' : `Version ${stageOne.draft} is open`)
      .waitFor();
    // The test officer reads; only compliance staff are offered to open a draft.
    await draft.getByText('Compliance staff open and edit drafts.').waitFor();
    expect(await draft.getByRole('button').count()).toBe(0);
    await axeAtBothWidths(page, 'a form of the studio');
    expect(tab.consoleErrors).toEqual([]);
  }, 120_000);
});
