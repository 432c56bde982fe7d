import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Acting on a page with the keyboard alone, as a person without a mouse does: Tab and Shift+Tab move the focus
 * (never a click or a script's focus()), typing fills text, Space ticks, arrow keys choose in selects and radio
 * groups, Enter presses buttons. Each helper first tabs to its control from wherever the focus is.
 */

/** How many Tab presses a helper may make to reach a control before it gives up. */
const MOST_TABS = 600;

/** Where the controls are from the focused element: 0 one has it, 1 they come after it (Tab), -1 before (Shift+Tab). */
function directionTo(elements: Element[]): number {
  const active = document.activeElement;
  if (active && elements.includes(active)) return 0;
  const first = elements[0];
  if (!first || !active || active === document.body) return 1;
  return active.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_PRECEDING ? -1 : 1;
}

/**
 * Presses Tab (or Shift+Tab) until the control (or one of the controls the locator matches: a radio group's
 * radios) has the focus; fails when the keyboard cannot reach it.
 */
export async function tabTo(page: Page, control: Locator): Promise<void> {
  await control.first().waitFor();
  for (let presses = 0; presses < MOST_TABS; presses += 1) {
    const direction = await control.evaluateAll(directionTo);
    if (direction === 0) return;
    await page.keyboard.press(direction < 0 ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

/** Tabs to a text field and types into it, replacing what it held; the value is committed when the field is left. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  if ((await field.inputValue()) !== '') {
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
  }
  await page.keyboard.type(text);
}

/** Tabs to a select and moves its choice with the arrow keys until the option with this label is chosen. */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  // Options may still be coming (a list that follows another answer, such as the officers of a state).
  const indexOf = () =>
    select.evaluate(
      (element: HTMLSelectElement, wanted) =>
        [...element.options].findIndex((option) => option.label === wanted || option.text === wanted),
      label,
    );
  await expect.poll(indexOf, { message: `No option "${label}" in ${select.toString()}` }).toBeGreaterThanOrEqual(0);
  const target = await indexOf();
  for (let presses = 0; presses < 400; presses += 1) {
    const current = await select.evaluate((element: HTMLSelectElement) => element.selectedIndex);
    if (current === target) return;
    await page.keyboard.press(current < target ? 'ArrowDown' : 'ArrowUp');
  }
  throw new Error(`The arrow keys never reached "${label}" in ${select.toString()}`);
}

/**
 * Tabs into a radio group (Tab stops at one of its radios) and moves with the arrow keys until the radio with this
 * name is checked (Space checks the focused one when it is the one wanted).
 */
export async function chooseRadio(page: Page, group: Locator, name: string): Promise<void> {
  const radios = group.getByRole('radio');
  const target = group.getByRole('radio', { name, exact: true });
  await tabTo(page, radios);
  if (await target.isChecked()) return;
  if (await target.evaluate((element) => element === document.activeElement)) {
    await page.keyboard.press('Space');
    return;
  }
  const count = await radios.count();
  for (let presses = 0; presses < count * 2; presses += 1) {
    await page.keyboard.press('ArrowDown');
    if (await target.isChecked()) return;
  }
  throw new Error(`The arrow keys never checked "${name}" in ${group.toString()}`);
}

/** Tabs to a checkbox and ticks (or unticks) it with Space, unless it already is as wanted. */
export async function tick(page: Page, box: Locator, ticked = true): Promise<void> {
  await tabTo(page, box);
  if ((await box.isChecked()) !== ticked) await page.keyboard.press('Space');
}

/** Tabs to a button (or link) and presses it with Enter. */
export async function press(page: Page, control: Locator): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}
