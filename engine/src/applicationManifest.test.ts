import { describe, expect, it } from 'vitest';
import {
  canOpenStageIn,
  manifestProblems,
  resumeStageIn,
  stageAfterIn,
  stagesAsked,
  type ApplicationManifest,
  type ManifestStage,
} from './applicationManifest.ts';

const stage = (number: number, extra: Partial<ManifestStage> = {}): ManifestStage => ({
  number,
  key: `stage${number}Key`,
  formId: `form-${number}`,
  versionKey: `stage${number}`,
  name: `Stage ${number}`,
  route: `/stage${number}`,
  perPerson: false,
  ...extra,
});

/** Seven stages, the third asked only with a co-borrower: nothing in the functions knows six or four. */
const SEVEN: ApplicationManifest = {
  id: 'seven',
  title: 'Seven stages',
  afterSubmit: '/thank',
  stages: [1, 2, 3, 4, 5, 6, 7].map((n) => stage(n, n === 3 ? { onlyWith: 'coBorrower' } : {})),
};
const KNOWN = new Set(SEVEN.stages.map((entry) => entry.formId));
const alone = { hasCoBorrower: false };
const together = { hasCoBorrower: true };

describe('an application manifest', () => {
  it('asks every stage with a co-borrower and leaves the conditional one out without', () => {
    expect(stagesAsked(SEVEN, together).map((entry) => entry.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(stagesAsked(SEVEN, alone).map((entry) => entry.number)).toEqual([1, 2, 4, 5, 6, 7]);
  });

  it('moves on past a stage not asked and ends after the last', () => {
    expect(stageAfterIn(SEVEN, 2, alone)).toBe(4);
    expect(stageAfterIn(SEVEN, 2, together)).toBe(3);
    expect(stageAfterIn(SEVEN, 6, alone)).toBe(7);
    expect(stageAfterIn(SEVEN, 7, together)).toBeNull();
  });

  it('resumes at the stage reached, the first for 0, the next asked for one not asked, the last beyond it', () => {
    expect(resumeStageIn(SEVEN, 0, alone)).toBe(1);
    expect(resumeStageIn(SEVEN, 3, alone)).toBe(4);
    expect(resumeStageIn(SEVEN, 3, together)).toBe(3);
    expect(resumeStageIn(SEVEN, 12, alone)).toBe(7);
  });

  it('opens the first stage always, others once it is saved and up to the one after the furthest saved', () => {
    expect(canOpenStageIn(SEVEN, 1, { ...alone, stageIndicator: 0, stageOneSaved: false })).toBe(true);
    expect(canOpenStageIn(SEVEN, 2, { ...alone, stageIndicator: 1, stageOneSaved: false })).toBe(false);
    const atTwo = { ...alone, stageIndicator: 2, stageOneSaved: true };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => canOpenStageIn(SEVEN, n, atTwo))).toEqual([
      true,
      true,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(canOpenStageIn(SEVEN, 3, { ...atTwo, hasCoBorrower: true })).toBe(true);
  });

  it('refuses stages out of order, used twice, naming unknown definitions, or a conditional first stage', () => {
    expect(manifestProblems(SEVEN, KNOWN)).toEqual([]);
    const broken: ApplicationManifest = {
      ...SEVEN,
      afterSubmit: '/stage1',
      stages: [stage(1, { onlyWith: 'coBorrower' }), stage(3, { key: 'stage1Key' }), stage(3, { formId: 'nowhere' })],
    };
    expect(manifestProblems(broken, KNOWN)).toEqual([
      'stages.1.number: must be 2 (stages are numbered in order)',
      'stages.1.key: "stage1Key" is used by an earlier stage',
      'stages.2.versionKey: "stage3" is used by an earlier stage',
      'stages.2.route: "/stage3" is used by an earlier stage',
      'stages.2.formId: "nowhere" is no definition in forms/',
      'stages.0.onlyWith: the first stage is always asked',
      'afterSubmit: must be a page after the stages',
    ]);
  });
});
