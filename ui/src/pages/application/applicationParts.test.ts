import { describe, expect, it } from 'vitest';
import type { ApplicationPartsReply } from 'common';
import {
  coBorrowerStageTakenBy,
  othersOnStage,
  ownEntries,
  ownerStageReached,
  participantStageAfter,
  participantStages,
} from './applicationParts.ts';

const coBorrower: ApplicationPartsReply = {
  role: 'participant',
  fills: [2],
  takenBy: [{ mapid: 2, name: 'Sam Tester' }],
  authorized: true,
};
const coApplicant: ApplicationPartsReply = { ...coBorrower, fills: [3], takenBy: [{ mapid: 3, name: 'Ana Rivera' }] };
const owner: ApplicationPartsReply = {
  role: 'owner',
  fills: [1, 3],
  takenBy: [{ mapid: 2, name: 'Sam Tester' }],
  authorized: true,
};

describe('who fills what on the stage pages', () => {
  it("gives a participant their own stages: the co-borrower's 4 and 5, a co-applicant's 3, 5 and 6", () => {
    expect(participantStages(coBorrower, true)).toEqual([4, 5]);
    expect(participantStages(coApplicant, true)).toEqual([3, 5, 6]);
    expect(participantStageAfter(coBorrower, true, 4)).toBe(5);
    expect(participantStageAfter(coBorrower, true, 5)).toBeNull();
  });

  it('keeps the entries the caller fills, and tells the owner who fills their own', () => {
    const entries = [{ mapid: 1 }, { mapid: 2 }, { mapid: 3 }];
    expect(ownEntries(owner, entries)).toEqual([{ mapid: 1 }, { mapid: 3 }]);
    expect(ownEntries(coBorrower, entries)).toEqual([{ mapid: 2 }]);
    expect(ownEntries(undefined, entries)).toEqual(entries);
    expect(coBorrowerStageTakenBy(owner)).toBe('Sam Tester');
    expect(coBorrowerStageTakenBy(coBorrower)).toBeNull();
    expect(othersOnStage(owner, 5)).toEqual(['Sam Tester']);
    expect(othersOnStage(owner, 3)).toEqual([]);
    expect(othersOnStage(coBorrower, 5)).toEqual([]);
  });

  it("lets the owner past the co-borrower's stage 4 when the co-borrower fills it", () => {
    expect(ownerStageReached(owner, 3)).toBe(4);
    expect(ownerStageReached(owner, 2)).toBe(2);
    expect(ownerStageReached(owner, 5)).toBe(5);
    expect(ownerStageReached({ ...owner, takenBy: [] }, 3)).toBe(3);
  });
});
