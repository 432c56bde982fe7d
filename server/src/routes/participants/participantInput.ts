import type { ParticipantInvitationInput } from 'server/commands/loans/participantInvitations.ts';
import { CONSENT_REQUIRED } from 'server/commands/loans/participantInvitations.ts';
import { badRequest, notFound } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';

/** POST eloan/participants/invite: { _id, mapid, consent: true, consentVersion }, each checked with its field named. */
export function parseParticipantInvitation(rawBody: unknown): ParticipantInvitationInput {
  const body =
    typeof rawBody === 'object' && rawBody !== null && !Array.isArray(rawBody)
      ? (rawBody as Record<string, unknown>)
      : {};
  const applicationId = readWholeNumber(body._id);
  if (applicationId === null) throw notFound();
  const mapid = readWholeNumber(body.mapid);
  if (mapid === null || mapid < 2 || mapid > 7) throw badRequest('Choose the person to invite.', ['mapid']);
  const consentVersion = readWholeNumber(body.consentVersion);
  if (body.consent !== true || consentVersion === null) throw badRequest(CONSENT_REQUIRED, ['consent']);
  return { applicationId, mapid, consentVersion };
}
