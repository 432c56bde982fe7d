import { describe, expect, it } from 'vitest';
import { toolLinks } from './guideLinks.ts';

describe('toolLinks', () => {
  it('returns the menu labels of the given paths in order and skips unknown paths', () => {
    expect(toolLinks('/fha', '/mortgagecalculator', '/nowhere')).toEqual([
      { label: 'FHA Loans', to: '/fha' },
      { label: 'Mortgage Calculator', to: '/mortgagecalculator' },
    ]);
  });
});
