import { describe, expect, it } from 'vitest';
import { canOpenStage, resumeStage, stageAfter } from './stageFlow.ts';

describe('the order of the stages', () => {
  it('skips the co-borrower stage without a co-borrower and ends after stage 6', () => {
    expect(stageAfter(1, false)).toBe(2);
    expect(stageAfter(3, false)).toBe(5);
    expect(stageAfter(3, true)).toBe(4);
    expect(stageAfter(4, true)).toBe(5);
    expect(stageAfter(6, true)).toBeNull();
  });

  it('resumes at the stage reached, stage 1 for 0, and never at stage 4 without a co-borrower', () => {
    expect(resumeStage(0, false)).toBe(1);
    expect(resumeStage(3, true)).toBe(3);
    expect(resumeStage(4, false)).toBe(5);
    expect(resumeStage(9, true)).toBe(6);
  });

  it('opens stage 1 always, later stages up to the one after the furthest saved', () => {
    const fresh = { stageIndicator: 1, stageOneSaved: false, hasCoBorrower: false };
    expect(canOpenStage(1, fresh)).toBe(true);
    expect(canOpenStage(2, fresh)).toBe(false);
    const atTwo = { stageIndicator: 2, stageOneSaved: true, hasCoBorrower: false };
    expect([1, 2, 3, 4, 5, 6].map((stage) => canOpenStage(stage, atTwo))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    const atThree = { stageIndicator: 3, stageOneSaved: true, hasCoBorrower: false };
    expect(canOpenStage(5, atThree)).toBe(true);
    expect(canOpenStage(4, { ...atThree, hasCoBorrower: true })).toBe(true);
    expect(canOpenStage(5, { ...atThree, hasCoBorrower: true })).toBe(false);
  });
});
