import { describe, expect, it } from 'vitest';
import { APPLICATION_TEST_DEFINITION } from 'engine/src/testDefinitions/applicationTestDefinition.ts';
import { enabledApplicantIds } from '../theme/applicantSwitching.ts';
import { peopleAt, personAfter, rowsKeepCompletion, withPersonCompleted } from './stepPeople.ts';

const record = { stage: { applications: [{ mapid: 41, completed: true }, { mapid: 42 }, {}] } };

describe('the people of a per-person step', () => {
  it("lists each row as a person, by mapid or place, completed by the row's flag or by Continue", () => {
    const people = peopleAt(record, 'stage.applications', new Set([2]), (_row, i) => `Person ${i + 1}`);
    expect(people).toEqual([
      { index: 0, id: '41', text: 'Person 1', completed: true },
      { index: 1, id: '42', text: 'Person 2', completed: false },
      { index: 2, id: '2', text: 'Person 3', completed: true },
    ]);
    // Only the completed people and the next one can be chosen.
    expect([...enabledApplicantIds(people)]).toEqual(['41', '42']);
    expect(personAfter(people, 0)?.id).toBe('42');
    expect(personAfter(people, 2)).toBeUndefined();
    expect(peopleAt({}, 'stage.applications', new Set())).toEqual([]);
    expect(peopleAt(record, 'stage.applications', new Set())[1]?.text).toBe('Applicant 2');
  });

  it('marks one row completed in a copy, and knows whether rows keep the flag', () => {
    const done = withPersonCompleted(record, 'stage.applications', 1);
    expect(done.stage.applications[1]).toEqual({ mapid: 42, completed: true });
    expect(done.stage.applications[0]).toBe(record.stage.applications[0]);
    expect(record.stage.applications[1]).toEqual({ mapid: 42 });
    expect(rowsKeepCompletion(APPLICATION_TEST_DEFINITION, 'applications')).toBe(false);
  });
});
