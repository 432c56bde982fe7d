import { describe, expect, it } from 'vitest';
import { PASSWORD_DELAY_FROM, passwordDelayMs } from './signInLimits.ts';

describe('passwordDelayMs', () => {
  it('holds no answer below 5 recent failures of the account', () => {
    for (const failures of [0, 1, PASSWORD_DELAY_FROM - 1]) expect(passwordDelayMs(failures, 1000)).toBe(0);
  });

  it('waits the base at 5 failures and doubles with each one after, up to 16 times the base', () => {
    expect([5, 6, 7, 8, 9, 10, 50, 10_000].map((failures) => passwordDelayMs(failures, 1000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 16_000, 16_000, 16_000,
    ]);
  });

  it('scales with the base, so tests can shorten it', () => {
    expect(passwordDelayMs(9, 10)).toBe(160);
    expect(passwordDelayMs(9, 0)).toBe(0);
  });
});
