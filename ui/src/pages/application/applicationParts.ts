import { stagesOfPerson, type ApplicationPartsReply } from 'common';
import type { FormData } from 'ui/forms/definitionValidator.ts';
import { APPLICATION_PEOPLE } from 'forms/manifests/people.ts';
import { isAskedStage, isPerPersonStage } from './stageFlow.ts';

/**
 * Who fills what of an application on the stage pages (issue 21, point 6): a co-borrower or co-applicant who joined
 * with their own account fills only their own person's parts; the owner fills everyone else's, and is told who fills
 * their own. The server says who the caller is (the stage reply's `parts`) and refuses anything else.
 */

/** Whether the caller is a co-borrower or co-applicant who joined the application (not its owner). */
export const isParticipant = (parts: ApplicationPartsReply | undefined) => parts?.role === 'participant';

/** The stages a participant fills, in order (stage 4 only on an application with a co-borrower). */
export function participantStages(parts: ApplicationPartsReply, hasCoBorrower: boolean): number[] {
  const stages = new Set(parts.fills.flatMap((mapid) => stagesOfPerson(mapid)));
  return [...stages].filter((stage) => isAskedStage(stage, hasCoBorrower)).sort((a, b) => a - b);
}

/** The participant's stage after this one, or null after their last. */
export function participantStageAfter(parts: ApplicationPartsReply, hasCoBorrower: boolean, stage: number) {
  return participantStages(parts, hasCoBorrower).find((candidate) => candidate > stage) ?? null;
}

/** The entries of a per-person stage the caller fills (all of them when the reply does not say). */
export function ownEntries(parts: ApplicationPartsReply | undefined, entries: FormData[]): FormData[] {
  if (!parts) return entries;
  return entries.filter((entry) => parts.fills.includes(Number(entry.mapid)));
}

/** Who fills the co-borrower's stage 4 themselves, when the caller is the owner and it is not theirs. */
export function coBorrowerStageTakenBy(parts: ApplicationPartsReply | undefined): string | null {
  const coBorrower = APPLICATION_PEOPLE.mapidOf('CoBorrower');
  if (!parts || isParticipant(parts) || parts.fills.includes(coBorrower)) return null;
  return parts.takenBy.find((taken) => taken.mapid === coBorrower)?.name ?? null;
}

/** The names of the people who fill their own entries of a per-person stage, for the owner's page to say so. */
export function othersOnStage(parts: ApplicationPartsReply | undefined, stage: number): string[] {
  if (!parts || isParticipant(parts)) return [];
  return parts.takenBy
    .filter((taken) => stagesOfPerson(taken.mapid).includes(stage) && isPerPersonStage(stage))
    .map((taken) => taken.name);
}

/**
 * The stage the owner's pages count as reached: the co-borrower's stage 4, when they fill it themselves, counts as
 * reached once the owner is past stage 3, so the owner goes on to stage 5 without saving it.
 */
export function ownerStageReached(parts: ApplicationPartsReply | undefined, stageIndicator: number): number {
  return coBorrowerStageTakenBy(parts) !== null && stageIndicator >= 3 ? Math.max(stageIndicator, 4) : stageIndicator;
}
