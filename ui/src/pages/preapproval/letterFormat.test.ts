import { describe, expect, it } from 'vitest';
import { letterDateTime, usDollars } from './letterFormat.ts';

describe('the letters table formats', () => {
  it('shows a moment as YYYY-MM-DD HH:mm in local time', () => {
    const moment = new Date(2026, 0, 5, 9, 7);
    expect(letterDateTime(moment.toISOString())).toBe('2026-01-05 09:07');
    expect(letterDateTime('not a date')).toBe('');
  });
  it('shows amounts in US dollars', () => {
    expect(usDollars(343000)).toBe('$343,000.00');
    expect(usDollars(0)).toBe('$0.00');
  });
});
