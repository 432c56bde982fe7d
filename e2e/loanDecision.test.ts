import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from 'server/mail/readOutbox.ts';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { axeAtBothWidths, PASSWORD } from './support/application.ts';
import { openPage, outboxDir, recordPosts, type TestPage } from './support/browser.ts';
import { completeProfile } from './support/profile.ts';
import { loanByInvitation, staffToken } from './support/staff.ts';

/** A day `days` from today, as a date field takes it (yyyy-mm-dd). */
function isoDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** The same day as the dashboard writes it (Nov 25, 2026). */
function shownDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const tabs: TestPage[] = [];
let officerToken: string;

beforeAll(async () => {
  officerToken = await staffToken();
});

afterAll(async () => {
  while (tabs.length) await tabs.pop()?.close();
});

describe('a loan worked from invitation to a conditional approval', () => {
  it('records facts and a rate lock, shows a truthful ladder, asks before a decision, and mails the borrower', async () => {
    const borrower = await openPage();
    const officer = await openPage();
    tabs.push(borrower, officer);
    const email = uniqueEmail('decided');
    await signUp(borrower.page, email, 'Dana', PASSWORD);
    await borrower.page.waitForURL((url) => url.pathname === '/profile');
    await completeProfile(borrower.page);
    const loan = await loanByInvitation(borrower.page, officerToken, email, '12 Cedar Lane');
    await officer.page.addInitScript((value) => window.sessionStorage?.setItem('staffToken', value), officerToken);
    await officer.page.goto(`/staff/loans/${loan.id}`);
    await officer.page.getByRole('heading', { name: `Loan ${loan.loanNumber}`, level: 2 }).waitFor();

    // Point 9: the officer records the amount, who it is issued under, the closing date and a rate lock.
    const closing = isoDay(40);
    await officer.page.getByLabel('Loan amount ($)').fill('$320,000');
    await officer.page.getByLabel('Issuing authority').selectOption({ label: 'FHA (HUD)' });
    await officer.page.getByLabel('Estimated closing date').fill(closing);
    await officer.page.getByRole('button', { name: 'Save details' }).click();
    await officer.page.getByText('Loan details: saved.').waitFor();
    const lockedOn = isoDay(0);
    const lockEnds = isoDay(45);
    await officer.page.getByLabel('Rate (%)').fill('6.125');
    await officer.page.getByLabel('Locked on').fill(lockedOn);
    await officer.page.getByLabel('Lock ends on').fill(lockEnds);
    await officer.page.getByRole('button', { name: 'Record rate lock' }).click();
    await officer.page.getByText('Rate lock: saved.').waitFor();

    // Point 2: a move past Registration and Disclosure leaves them not done; Rate Lock is done by its lock.
    await officer.page.getByLabel('Milestone', { exact: true }).selectOption({ label: 'Submission' });
    await officer.page.getByRole('button', { name: 'Move', exact: true }).click();
    await officer.page.getByText('Move milestone: done.').waitFor();
    await waitForMail(outboxDir(), (m) => m.to.includes(email) && m.subject.includes(`${loan.loanNumber}: Submission`));

    // Point 3: the decision starts on nothing, and recording it asks first, naming the loan, the borrower and
    // what is owed; the safe button has the focus, and Cancel records nothing.
    const decision = officer.page.getByLabel('Decision', { exact: true });
    expect(await decision.inputValue()).toBe('');
    const decisionPosts = recordPosts(officer.page, `staff/loans/${loan.id}/decision`);
    await officer.page.getByRole('button', { name: 'Record decision' }).click();
    // The browser refuses the form: it takes the person to the decision still to be chosen, and asks nothing.
    await expect.poll(() => decision.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await officer.page.getByRole('dialog').count()).toBe(0);
    await decision.selectOption({ label: 'Approved with conditions' });
    await officer.page.getByLabel('Condition 1: question').fill('Explain the new credit card opened in October');
    await officer.page.getByRole('button', { name: 'Add a condition' }).click();
    await officer.page.getByLabel('Condition 2: question').fill('Send the signed purchase contract');
    await officer.page.getByRole('button', { name: 'Record decision' }).click();
    const confirm = officer.page.getByRole('dialog', {
      name: `Record "Approved with conditions" on loan ${loan.loanNumber}?`,
    });
    await confirm.waitFor();
    await confirm.getByText(`Loan ${loan.loanNumber} of Dana`).waitFor();
    await confirm.getByText('Nothing is owed on this loan.').waitFor();
    expect(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await axeAtBothWidths(officer.page, 'the decision confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await officer.page.getByText(/^Approved with conditions · decided /).count()).toBe(0);
    await officer.page.getByRole('button', { name: 'Record decision' }).click();
    await confirm.getByRole('button', { name: 'Record Approved with conditions' }).click();
    await officer.page.getByText('Record a decision: done.').waitFor();
    // Cancel draws nothing to wait for; once this decision's reply is drawn, a POST sent by Cancel would have been seen.
    expect(decisionPosts).toHaveLength(1);
    await officer.page.getByText(/^Approved with conditions · decided /).waitFor();
    await axeAtBothWidths(officer.page, 'the staff loan page with facts and conditions');

    // Point 11: the borrower is mailed the decision, with no amount in it.
    const mail = await waitForMail(
      outboxDir(),
      (m) => m.to.includes(email) && m.subject.includes('A decision on loan'),
    );
    expect(mail.text).toContain('there are 2 conditions to meet');
    expect(mail.text).not.toMatch(/\$|320,000|6\.125/);

    // The borrower's dashboard: the decision, the facts, the ladder as it happened, and the conditions to fulfil.
    await borrower.page.goto('/dashboard');
    const facts = borrower.page.locator('.dash-facts');
    await facts.getByText('Approved with conditions').waitFor();
    await facts.getByText('$320,000.00').waitFor();
    await facts.getByText(`6.125%, locked ${shownDay(lockedOn)}, until ${shownDay(lockEnds)}`).waitFor();
    await facts.getByText(shownDay(closing)).waitFor();
    const ladder = borrower.page.getByRole('list', { name: `Status of loan ${loan.loanNumber}` });
    const stateOf = async (name: string) =>
      (await ladder.locator('li', { hasText: name }).locator('.dash-ladder__state').innerText()).split(' · ')[0];
    expect(await stateOf('Registration')).toBe('Not done');
    expect(await stateOf('Rate Lock')).toBe('Done');
    expect(await stateOf('Disclosure')).toBe('Not done');
    expect(await stateOf('Submission')).toBe('Current');
    expect(await stateOf('Approval')).toBe('');
    await borrower.page.getByText('Condition of approval').first().waitFor();
    await axeAtBothWidths(borrower.page, 'the dashboard of a conditionally approved loan');

    // The borrower answers a condition; the officer is mailed and sees the answer.
    await borrower.page
      .getByLabel('Your answer to “Explain the new credit card opened in October”')
      .fill('It is a store card for furniture; I will close it after the move.');
    await borrower.page
      .getByRole('button', { name: 'Send answer to Explain the new credit card opened in October' })
      .click();
    await waitForMail(
      outboxDir(),
      (m) => m.to.includes('e2e.officer@example.com') && m.subject.startsWith(`Loan ${loan.loanNumber}:`),
    );
    await officer.page.reload();
    await officer.page.getByText('It is a store card for furniture; I will close it after the move.').waitFor();

    // The documents' loan picker reads the same facts.
    await borrower.page.goto(`/docview/${loan.id}`);
    await borrower.page.getByText('FHA (HUD)').waitFor();
    for (const t of [borrower, officer]) expect(t.consoleErrors).toEqual([]);
  });
});
