import { describe, expect, it } from 'vitest';
import { assertDefinition } from 'engine/compiler.ts';
import source from 'forms/preapproval/v1/definition.json' with { type: 'json' };
import {
  deriveFields,
  nextStep,
  previousStep,
  resumeStepAfter,
  shownSteps,
  stepCounter,
  stepNumberOf,
  stepOfNumber,
  stepsBefore,
} from 'engine';

const wizard = assertDefinition(source, 'forms/preapproval/v1');
const withCoBorrower = { stage4: { coBorrowerIndicator: true } };
const alone = { stage4: { coBorrowerIndicator: false } };
const visitor = { signedIn: false };
const member = { signedIn: true };

const ids = (data: unknown, context: { signedIn: boolean }) => shownSteps(wizard, data, context).map((s) => s.id);
const walk = (data: unknown, context: { signedIn: boolean }) => {
  const path = ['stage1'];
  for (let step = nextStep(wizard, 'stage1', data, context); step; step = nextStep(wizard, step.id, data, context)) {
    path.push(step.id);
  }
  return path;
};

describe('the pre-approval wizard path (part 1 §4)', () => {
  it('goes 1 to 4, 5 only with a co-borrower, 6 only for a visitor, then 7, 8, 9', () => {
    expect(walk(withCoBorrower, visitor)).toEqual([
      'stage1',
      'stage2',
      'stage3',
      'stage4',
      'stage5',
      'stage6',
      'stage7',
      'stage8',
      'stage9',
    ]);
    expect(walk(alone, visitor)).toEqual([
      'stage1',
      'stage2',
      'stage3',
      'stage4',
      'stage6',
      'stage7',
      'stage8',
      'stage9',
    ]);
    expect(walk(withCoBorrower, member)).toEqual([
      'stage1',
      'stage2',
      'stage3',
      'stage4',
      'stage5',
      'stage7',
      'stage8',
      'stage9',
    ]);
    expect(walk(alone, member)).toEqual(['stage1', 'stage2', 'stage3', 'stage4', 'stage7', 'stage8', 'stage9']);
    expect(nextStep(wizard, 'stage9', alone, member)).toBeUndefined();
  });

  it('goes back from 7 past the sign-in step (signed in by then) to 5, or to 4 without a co-borrower', () => {
    expect(previousStep(wizard, 'stage7', withCoBorrower, member)?.id).toBe('stage5');
    expect(previousStep(wizard, 'stage7', alone, member)?.id).toBe('stage4');
    expect(previousStep(wizard, 'stage6', alone, visitor)?.id).toBe('stage4');
    expect(previousStep(wizard, 'stage1', alone, visitor)).toBeUndefined();
  });

  it('counts 5 steps, 6 with a co-borrower, and nothing after the account step', () => {
    expect(stepCounter(wizard, 'stage1', alone, visitor)).toEqual({ position: 1, total: 5 });
    expect(stepCounter(wizard, 'stage6', alone, visitor)).toEqual({ position: 5, total: 5 });
    expect(stepCounter(wizard, 'stage5', withCoBorrower, visitor)).toEqual({ position: 5, total: 6 });
    expect(stepCounter(wizard, 'stage6', withCoBorrower, visitor)).toEqual({ position: 6, total: 6 });
    expect(stepCounter(wizard, 'stage7', alone, member)).toBeUndefined();
    expect(ids(alone, member)).not.toContain('stage6');
  });

  it('lists the earlier shown steps for the breadcrumb', () => {
    expect(stepsBefore(wizard, 'stage4', alone, visitor).map((s) => s.id)).toEqual(['stage1', 'stage2', 'stage3']);
    expect(stepsBefore(wizard, 'stage7', withCoBorrower, member).map((s) => s.id)).toEqual([
      'stage1',
      'stage2',
      'stage3',
      'stage4',
      'stage5',
    ]);
  });
});

describe('derived fields', () => {
  it("sets each choice's Text companion from its label and drops it with the choice", () => {
    const derived = deriveFields(wizard, {
      stage1: { processIndicator: 3, propertyPlanIndicator: 4, helpItemIndicatorText: 'typed by hand' },
    });
    expect(derived.stage1).toEqual({
      processIndicator: 3,
      processIndicatorText: 'Making offers',
      propertyPlanIndicator: 4,
      propertyPlanIndicatorText: 'Not sure',
    });
  });

  it('empties fields hidden by their condition: the officer without one, the co-borrower without one', () => {
    const derived = deriveFields(wizard, {
      stage2: { loanOfficerIndicator: false, loanOfficerId: 7, loanOfficer: 'Someone', propertyIndicator: 1 },
      stage4: { coBorrowerIndicator: false, coborrower: { addressText: 'x' } },
      stage5: { coborrower: { firstName: 'Sam' } },
    });
    expect(derived.stage2).toEqual({
      loanOfficerIndicator: false,
      propertyIndicator: 1,
      propertyIndicatorText: 'Single Family',
    });
    expect(derived.stage4).toEqual({ coBorrowerIndicator: false });
    expect(derived).not.toHaveProperty('stage5');
    const kept = deriveFields(wizard, {
      stage2: { loanOfficerIndicator: true, loanOfficerId: 7 },
      stage4: { coBorrowerIndicator: true, coborrower: { addressText: 'x' } },
      stage5: { coborrower: { firstName: 'Sam' } },
    });
    expect(kept.stage2).toEqual({ loanOfficerIndicator: true, loanOfficerId: 7 });
    expect(kept.stage5).toEqual({ coborrower: { firstName: 'Sam' } });
  });
});

describe('numbers of the steps and where a save resumes', () => {
  it('numbers steps 1 to 9 by their place, and resumes after 7 at 9: the credit display holds nothing', () => {
    expect(stepNumberOf(wizard, 'stage1')).toBe(1);
    expect(stepNumberOf(wizard, 'stage9')).toBe(9);
    expect(stepNumberOf(wizard, 'nothing')).toBe(0);
    expect(stepOfNumber(wizard, 8)?.display).toBe('creditScore');
    expect(stepOfNumber(wizard, 10)).toBeUndefined();
    expect(resumeStepAfter(wizard, 'stage7', alone, member)?.id).toBe('stage9');
    expect(nextStep(wizard, 'stage7', alone, member)?.id).toBe('stage8');
    expect(resumeStepAfter(wizard, 'stage4', alone, visitor)?.id).toBe('stage6');
    expect(resumeStepAfter(wizard, 'stage5', withCoBorrower, member)?.id).toBe('stage7');
    expect(resumeStepAfter(wizard, 'stage9', alone, member)).toBeUndefined();
  });
});
