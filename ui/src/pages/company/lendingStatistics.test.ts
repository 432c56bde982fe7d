import { describe, expect, it } from 'vitest';
import { MARKETING_FIGURES } from 'ui/content/lendingFacts.ts';
import { LOANS_BY_PROGRAM, LOANS_BY_PURPOSE, LOANS_BY_STATE, shareOf, totalLoans } from './lendingStatistics.ts';

describe('lending statistics', () => {
  it('add up to the loans closed last year that the site states', () => {
    const closed = MARKETING_FIGURES.find((figure) => figure.label === 'Loans closed last year');
    const stated = Number(closed?.value.replace(/,/g, ''));
    expect(stated).toBe(8_184);
    expect(totalLoans(LOANS_BY_PROGRAM)).toBe(stated);
    expect(totalLoans(LOANS_BY_PURPOSE)).toBe(stated);
    expect(totalLoans(LOANS_BY_STATE)).toBe(stated);
  });

  it('gives each row its share with one decimal', () => {
    const rows = [
      { label: 'a', loans: 1 },
      { label: 'b', loans: 2 },
    ];
    expect(shareOf(rows[0]!, rows)).toBe('33.3%');
    expect(shareOf(rows[1]!, rows)).toBe('66.7%');
    expect(shareOf({ label: 'x', loans: 0 }, [])).toBe('0.0%');
  });
});
