/** A loan's milestone, as stored. */
export type Milestone =
  'started' | 'registration' | 'rate-lock' | 'disclosure' | 'submission' | 'approval' | 'processing' | 'closing';

/** The status ladder in order, with the names the dashboard shows (part 1 §2). */
export const MILESTONES: readonly { milestone: Milestone; name: string }[] = [
  { milestone: 'started', name: 'Started' },
  { milestone: 'registration', name: 'Registration' },
  { milestone: 'rate-lock', name: 'Rate Lock' },
  { milestone: 'disclosure', name: 'Disclosure' },
  { milestone: 'submission', name: 'Submission' },
  { milestone: 'approval', name: 'Approval' },
  { milestone: 'processing', name: 'Processing' },
  { milestone: 'closing', name: 'Closing' },
];

/** True for a stored milestone value. */
export function isMilestone(value: unknown): value is Milestone {
  return MILESTONES.some((step) => step.milestone === value);
}
