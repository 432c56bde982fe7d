import { describe, expect, it } from 'vitest';
import { enabledApplicantIds, firstOpenApplicant } from './applicantSwitching.ts';

const person = (id: string, completed: boolean) => ({ id, text: id, completed });

describe('applicant switching (part 2 §2.4)', () => {
  it('enables completed applicants and the next one only', () => {
    const people = [person('a', true), person('b', true), person('c', false), person('d', false)];
    expect([...enabledApplicantIds(people)]).toEqual(['a', 'b', 'c']);
    expect(firstOpenApplicant(people)).toBe('c');
  });

  it('enables only the first applicant of a new stage, and everyone once all are completed', () => {
    expect([...enabledApplicantIds([person('a', false), person('b', false)])]).toEqual(['a']);
    const done = [person('a', true), person('b', true)];
    expect([...enabledApplicantIds(done)]).toEqual(['a', 'b']);
    expect(firstOpenApplicant(done)).toBe('a');
    expect(firstOpenApplicant([])).toBeUndefined();
  });
});
