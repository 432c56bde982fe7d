import { describe, expect, it } from 'vitest';
import { ladderOf, type LoanHistory } from './loanViews.ts';
import type { Milestone } from './milestones.ts';

const history = (reached: [Milestone, string][], extra: Partial<LoanHistory> = {}): LoanHistory => ({
  reached: new Map(reached),
  lockedOn: null,
  rateLock: null,
  approvedAt: null,
  ...extra,
});

const states = (steps: ReturnType<typeof ladderOf>) =>
  Object.fromEntries(steps.map((step) => [step.milestone, step.state]));

describe('the status ladder tells only what happened', () => {
  it('shows rungs a submission skipped as not done, not done-and-dated', () => {
    const ladder = ladderOf(
      'submission',
      history([
        ['started', 'd1'],
        ['submission', 'd2'],
      ]),
    );
    expect(states(ladder)).toEqual({
      started: 'done',
      registration: 'skipped',
      'rate-lock': 'skipped',
      disclosure: 'skipped',
      submission: 'current',
      approval: 'ahead',
      processing: 'ahead',
      closing: 'ahead',
    });
    expect(ladder.find((step) => step.milestone === 'registration')?.at).toBeNull();
    expect(ladder.find((step) => step.milestone === 'submission')?.at).toBe('d2');
  });

  it('marks Rate Lock done only when a lock is recorded, even when the loan moved past it', () => {
    const moved = history([
      ['started', 'd1'],
      ['rate-lock', 'd2'],
      ['disclosure', 'd3'],
    ]);
    expect(states(ladderOf('disclosure', moved))['rate-lock']).toBe('skipped');
    const locked = { ...moved, lockedOn: 'd4' };
    const ladder = ladderOf('disclosure', locked);
    expect(states(ladder)['rate-lock']).toBe('done');
    expect(ladder.find((step) => step.milestone === 'rate-lock')?.at).toBe('d4');
    // A lock recorded before the loan reaches the rung still counts.
    expect(states(ladderOf('registration', history([['started', 'd1']], { lockedOn: 'd5' })))['rate-lock']).toBe(
      'done',
    );
  });

  it('does not show Approval done on a move to Processing unless the loan was approved', () => {
    const moved = history([
      ['started', 'd1'],
      ['processing', 'd2'],
    ]);
    expect(states(ladderOf('processing', moved)).approval).toBe('skipped');
    expect(states(ladderOf('processing', { ...moved, approvedAt: 'd3' })).approval).toBe('done');
  });
});
