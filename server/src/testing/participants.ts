import { AUTHORIZATION_AGREEMENT, PARTICIPATION_CONSENT, type ParticipantInvitationReply } from 'common';
import { stageFixture } from './applications.ts';
import type { TestServer } from './testServer.ts';

type Data = Record<string, unknown>;

/**
 * A stage-1 value of three people (the definition's richer fixture): the Applicant with the last name given, a
 * co-borrower (mapid 2) and a co-applicant (mapid 3), each named with the e-mail given.
 */
export function stageOneWithPeople(lastName: string, emails: { coBorrower: string; coApplicant: string }): Data {
  const value = stageFixture('application-stage1', 1);
  const [applicant, coApplicant] = value.applicants as Data[];
  if (!applicant || !coApplicant) throw new Error('forms/application-stage1 fixture 1 names fewer people');
  applicant.borrower = { ...(applicant.borrower as Data), lastName };
  applicant.coborrower = { ...(applicant.coborrower as Data), emailAddressText: emails.coBorrower };
  coApplicant.borrower = { ...(coApplicant.borrower as Data), emailAddressText: emails.coApplicant };
  return value;
}

/** The owner invites a person of the application (with the consent), as the dashboard sends it. */
export async function inviteToTakePart(server: TestServer, ownerToken: string, applicationId: number, mapid: number) {
  return server.api(
    'POST',
    'eloan/participants/invite',
    { _id: applicationId, mapid, consent: true, consentVersion: PARTICIPATION_CONSENT.version },
    ownerToken,
  );
}

/** The invited person accepts the newest invitation sent to their address and gives their own authorization. */
export async function acceptAndAuthorize(server: TestServer, token: string): Promise<number> {
  const waiting = await server.api<ParticipantInvitationReply[]>('GET', 'participant-invitations', undefined, token);
  const invitation = waiting.body.data?.[0];
  if (!invitation) throw new Error('The invited person sees no invitation');
  const accepted = await server.api<{ applicationId: number }>(
    'POST',
    `participant-invitations/${invitation.id}/accept`,
    {},
    token,
  );
  const applicationId = accepted.body.data?.applicationId;
  if (!applicationId) throw new Error(`The acceptance was refused: ${accepted.body.statusText}`);
  const authorized = await server.api(
    'POST',
    `eloan/participation/${applicationId}/authorization`,
    { acceptAggrement: true, agreementVersion: AUTHORIZATION_AGREEMENT.version },
    token,
  );
  if (authorized.body.status !== 100) throw new Error(`The authorization was refused: ${authorized.body.statusText}`);
  return applicationId;
}
