import type { Page } from 'playwright-core';

/** Fills and saves the profile's required fields on /profile, as a new borrower does. */
export async function completeProfile(page: Page): Promise<void> {
  await page.getByLabel('Preferred Contact').selectOption('Email');
  await page.getByLabel('Street Address').fill('12 Magnolia St');
  await page.getByLabel('City').fill('Jackson');
  await page.getByLabel('State').selectOption({ label: 'Mississippi' });
  await page.getByLabel('Zip Code').fill('39201');
  await page.getByRole('radio', { name: 'No' }).check();
  await page.getByLabel('How would you rate your credit?').selectOption('Good');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Data is saved!').waitFor();
}
