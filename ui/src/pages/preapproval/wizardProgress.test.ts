import { describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import source from 'forms/preapproval/v1/definition.json' with { type: 'json' };
import {
  namesAreProfiles,
  progressData,
  recordOfStages,
  RESULT_STAGE,
  resumeStep,
  stageAfter,
  stepForStage,
  withProfileNames,
} from './wizardProgress.ts';

const wizard = source as unknown as FormDefinition;
const step = (id: string) => wizard.steps!.find((each) => each.id === id)!;
const visitor = { signedIn: false };
const member = { signedIn: true };
const alone = { stage4: { coBorrowerIndicator: false } };
const together = { stage4: { coBorrowerIndicator: true } };

describe('the stage a person resumes at', () => {
  it('opens the saved stage, the next shown one when it is off the path, and the result after 9', () => {
    expect(stepForStage(wizard, 1, {}, visitor)?.id).toBe('stage1');
    expect(stepForStage(wizard, 0, {}, visitor)?.id).toBe('stage1');
    expect(stepForStage(wizard, 5, together, visitor)?.id).toBe('stage5');
    expect(stepForStage(wizard, 5, alone, visitor)?.id).toBe('stage6');
    // Signed in by now: the sign-in step is passed over.
    expect(stepForStage(wizard, 6, alone, member)?.id).toBe('stage7');
    expect(stepForStage(wizard, 9, alone, member)?.id).toBe('stage9');
    expect(stepForStage(wizard, RESULT_STAGE, alone, member)).toBeUndefined();
  });

  it('records the stage after each step: 5 only with a co-borrower, 9 after 7, the result after 9', () => {
    expect(stageAfter(wizard, step('stage4'), together, visitor)).toBe(5);
    expect(stageAfter(wizard, step('stage4'), alone, visitor)).toBe(6);
    expect(stageAfter(wizard, step('stage4'), alone, member)).toBe(7);
    expect(stageAfter(wizard, step('stage7'), alone, member)).toBe(9);
    expect(stageAfter(wizard, step('stage9'), alone, member)).toBe(RESULT_STAGE);
  });

  it('goes back to the first earlier step on the path that is not complete, and never past the saved stage', () => {
    const complete = () => true;
    expect(resumeStep(wizard, 6, together, visitor, complete)?.id).toBe('stage6');
    // The tab that held the date of birth and the incomes was closed: step 3 asks again first.
    const missing = new Set(['stage3', 'stage4', 'stage5']);
    expect(resumeStep(wizard, 6, together, visitor, (each) => !missing.has(each.id))?.id).toBe('stage3');
    expect(resumeStep(wizard, 6, alone, visitor, (each) => each.id !== 'stage5')?.id).toBe('stage6');
    expect(resumeStep(wizard, 4, together, visitor, (each) => each.id !== 'stage5')?.id).toBe('stage4');
    expect(resumeStep(wizard, RESULT_STAGE, alone, member, () => false)).toBeUndefined();
  });

  it('reads the record out of the stages record', () => {
    expect(recordOfStages({ stage: 3, id: 9, stage1: { processIndicator: 1 } })).toEqual({
      stage1: { processIndicator: 1 },
    });
  });
});

describe('what a signed-in save sends', () => {
  const record = {
    stage1: { a: 1 },
    stage2: { propertyAddressZip: '33607' },
    stage3: { c: 3 },
    stage4: { coBorrowerIndicator: false },
    stage5: { e: 5 },
    stage6: { email: 'x@example.com' },
  };
  it("sends the step's answers, or every answered step up to it while the record is not on the server", () => {
    expect(progressData(wizard, record, step('stage2'), false)).toEqual({ stage2: record.stage2 });
    const { stage5: _none, ...moved } = record;
    expect(progressData(wizard, record, step('stage6'), true)).toEqual(moved);
    // The zip question's start for step 2 waits for step 2.
    expect(progressData(wizard, record, step('stage1'), true)).toEqual({ stage1: { a: 1 } });
  });
});

describe("step 3's prefill from a complete profile", () => {
  const profile = { first_name: 'Maria', last_name: 'Lopez', mobile_number: '8135550199' };
  it('fills the names and phone when none are saved, and keeps saved ones', () => {
    const filled = withProfileNames({ stage1: {} }, profile);
    expect(filled.stage3).toEqual({
      borrower: { firstName: 'Maria', lastName: 'Lopez', mobilePhone: '(813) 555-0199' },
    });
    expect(namesAreProfiles(filled, profile)).toBe(true);
    const own = { stage3: { borrower: { firstName: 'Ana', lastName: 'Lopez' } } };
    expect(withProfileNames(own, profile)).toBe(own);
    expect(namesAreProfiles(own, profile)).toBe(false);
  });
});
