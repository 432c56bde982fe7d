import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { expectNoAxeViolations, openPage, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';
import { loanByInvitation, staffCall, staffToken } from './support/staff.ts';

const PASSWORD = 'correct horse battery';

describe('the borrower dashboard', () => {
  let t: TestPage;
  beforeEach(async () => {
    t = await openPage();
  });
  afterEach(async () => {
    await t.close();
  });

  it('a new borrower completes the profile and reaches a live dashboard without a reload, empty at first', async () => {
    const { page } = t;
    await signUp(page, uniqueEmail('dash'), 'Dora', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);
    // The Dashboard link now opens the page, not the Complete Profile Details popup.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByText('You have no loan yet.').waitFor();
    await page.getByText('No request details available').waitFor();
    await page.getByText('No new notifications').waitFor();
    await page.getByText('No Form1003 loans').waitFor();
    expect(await page.getByRole('button', { name: 'Get Pre-Approved' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Resume Form' }).isEnabled()).toBe(false);
    await expectNoAxeViolations(page, 'empty dashboard');
    expect(t.consoleErrors).toEqual([]);
  });

  it('shows the loan an officer opened, its milestone move, the notification, the request and the consent', async () => {
    const { page } = t;
    const email = uniqueEmail('worked');
    await signUp(page, email, 'Wes', PASSWORD);
    await page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(page);

    const token = await staffToken();
    const loan = await loanByInvitation(page, token, email, '88 Harbor Oak Way');
    await staffCall(token, `staff/loans/${loan.id}/milestone`, { milestone: 'registration', revision: 1 });
    await staffCall(token, `staff/loans/${loan.id}/requests`, { title: 'Two recent pay stubs', kind: 'document' });
    await staffCall(token, `staff/loans/${loan.id}/notifications`, {
      title: 'Appraisal booked',
      body: 'Monday at 10.',
    });
    await staffCall(token, `staff/loans/${loan.id}/consents`, {
      kind: 'esign',
      title: 'E-sign consent',
      question: 'Do you agree to receive and sign documents electronically?',
    });
    await staffCall(token, `staff/loans/${loan.id}/consents`, {
      kind: 'other',
      title: 'Credit union partner offers',
      question: 'May we share your contact with our credit union partner?',
    });

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const ladder = page.getByRole('list', { name: `Status of loan ${loan.loanNumber}` });
    await ladder.waitFor();
    // The dashboard may first draw what it read on the earlier visit, then what it reads now.
    await ladder.locator('[aria-current="step"]', { hasText: 'Registration' }).waitFor();
    await page.getByText('Two recent pay stubs').waitFor();
    await page.getByText('Appraisal booked', { exact: true }).waitFor();
    await expectNoAxeViolations(page, 'dashboard with a loan');

    await page.getByRole('button', { name: /Mark as read.*Appraisal booked/ }).click();
    await page.getByRole('button', { name: /Mark as read.*Appraisal booked/ }).waitFor({ state: 'detached' });

    // The consent: chosen by loan number, answered once.
    await page.goto('/uconsent');
    await page.getByText('Select Loan Number to view consents').waitFor();
    await page.getByLabel('Loan number').selectOption({ label: loan.loanNumber });
    await page.getByText('Do you agree to receive and sign documents electronically?').waitFor();
    await page.getByRole('button', { name: /I Agree.*E-sign consent/ }).click();
    await page.getByText('Consent given.').waitFor();
    await page.getByText(/^Given on /).waitFor();
    // Not agreeing is final, so it is asked once more; Cancel leaves it pending.
    const decline = page.getByRole('button', { name: /I Do Not Agree.*Credit union partner offers/ });
    await decline.click();
    const question = page.getByRole('dialog', { name: 'Not agree to Credit union partner offers?' });
    await expectNoAxeViolations(page, 'consents, not agreeing asked again');
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    await page.getByText(/^Pending approval since /).waitFor();
    await decline.click();
    await question.getByRole('button', { name: 'I Do Not Agree' }).click();
    await page.getByText(/^Denied on /).waitFor();
    await expectNoAxeViolations(page, 'consents');
    expect(t.consoleErrors).toEqual([]);
  });

  it('switches a subscription on and keeps it after a reload', async () => {
    const { page } = t;
    await signUp(page, uniqueEmail('subs'), 'Sue', PASSWORD);
    await page.goto('/subscription');
    const updates = page.getByRole('switch', { name: 'Rate news and home-buying tips' });
    await updates.waitFor();
    expect(await updates.isChecked()).toBe(false);
    await updates.check();
    await page.getByText('Your subscriptions are saved.').waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Rate news and home-buying tips' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Rate news and home-buying tips' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'subscriptions');
  });

  it('fits a phone screen: the dashboard at 360 px passes axe without sideways scrolling', async () => {
    const { page } = t;
    {
      await signUp(page, uniqueEmail('narrow'), 'Nia', PASSWORD);
      await page.waitForURL((url) => url.pathname === '/profile');
      await completeProfile(page);
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto('/dashboard');
      await page.getByText('No new notifications').waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, 'dashboard at 360 px');
    }
  });
});
