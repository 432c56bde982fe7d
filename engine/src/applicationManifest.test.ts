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
import { testPeopleModel } from './testDefinitions/peopleModel.ts';

const stage = (number: number, extra: Partial<ManifestStage> = {}): ManifestStage => ({
  number,
  key: `stage${number}Key`,
  formId: `form-${number}`,
  versionKey: `stage${number}`,
  name: `Stage ${number}`,
  route: `/stage${number}`,
  pageTitle: `Stage ${number}`,
  description: `Step ${number}.`,
  perPerson: false,
  ...extra,
});

const PEOPLE = testPeopleModel('stage1Key');

/** Seven stages, the third asked only with a co-borrower: nothing in the functions knows six or four. */
const SEVEN: ApplicationManifest = {
  id: 'seven',
  title: 'Seven stages',
  actions: { continue: 'next', saveForLater: 'stay', submit: '/thank', afterOwnStages: '/dashboard' },
  people: PEOPLE,
  facts: { officerStage: 'stage1Key', loanStage: 'stage2Key' },
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
      actions: { ...SEVEN.actions, submit: '/stage1' },
      stages: [stage(1, { onlyWith: 'coBorrower' }), stage(3, { key: 'stage1Key' }), stage(3, { formId: 'nowhere' })],
    };
    expect(manifestProblems(broken, KNOWN)).toEqual([
      'stages.1.number: must be 2 (stages are numbered in order)',
      'stages.1.key: "stage1Key" is used by an earlier stage',
      'stages.2.versionKey: "stage3" is used by an earlier stage',
      'stages.2.route: "/stage3" is used by an earlier stage',
      'stages.2.formId: "nowhere" is no definition in forms/',
      'stages.0.onlyWith: the first stage is always asked',
      'actions.submit: must be a page outside the stages',
      'facts.officerStage: must name a stage always asked, not per person',
      'facts.loanStage: must name a stage always asked, not per person',
    ]);
  });

  it('refuses a people model the stages do not hold to', () => {
    const broken: ApplicationManifest = {
      ...SEVEN,
      people: {
        ...PEOPLE,
        stage: 'stage2Key',
        roles: { ...PEOPLE.roles, 'Co-Applicant': { ...PEOPLE.roles.Applicant } },
      },
      stages: SEVEN.stages.map((entry) =>
        entry.number === 2
          ? { ...entry, perPerson: true }
          : entry.number === 4
            ? { ...entry, copies: { x: 'contact' }, prefill: { from: 'coBorrowerContact', into: 'coborrower' } }
            : entry,
      ),
    };
    expect(manifestProblems(broken, KNOWN)).toEqual([
      "people.stage: must be the first stage's key",
      'people.roles: the mapids must differ, the Co-Applicants counting on after the other two',
      'stages.1.people: a per-person stage says whom it lists',
      'stages.3.copies: only per-person entries get copies',
      'stages.3.prefill: only a stage asked with a co-borrower starts from the co-borrower',
      'facts.loanStage: must name a stage always asked, not per person',
    ]);
  });
});
