import { describe, expect, it } from 'vitest';
import { visibleStages } from './stages.ts';

describe('1003 stages (part 2 §2.3)', () => {
  it('shows six stages with a co-borrower and five without (no stage 4)', () => {
    expect(visibleStages(true).map((item) => item.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(visibleStages(false).map((item) => item.number)).toEqual([1, 2, 3, 5, 6]);
  });
});
