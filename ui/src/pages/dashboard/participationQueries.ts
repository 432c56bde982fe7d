import { queryOptions } from '@tanstack/react-query';
import type { ApplicationPersonReply, ParticipantInvitationReply, ParticipationReply } from 'common';
import { apiGet, apiPost, SUCCESS } from 'ui/api/client.ts';
import { DashboardLoadError } from './dashboardQueries.ts';

/**
 * Taking part in an application (issue 21, point 6; server/src/routes/participants): the people named on the owner's
 * applications and their invitations, the invitations waiting for the signed-in person, and the applications they take
 * part in; the calls that invite, answer and authorize. Kept under the dashboard's key, so the dashboard's refresh
 * reads them afresh.
 */

async function load<T>(path: string): Promise<T> {
  const envelope = await apiGet<T>(path);
  if (envelope.status !== SUCCESS || envelope.data === null) throw new DashboardLoadError(envelope.statusText);
  return envelope.data;
}

/** A call's answer: the server's words, thrown when it refused. */
async function said(request: Promise<{ status: number; statusText: string }>): Promise<string> {
  const envelope = await request;
  if (envelope.status !== SUCCESS) throw new Error(envelope.statusText || 'This could not be done. Please try again.');
  return envelope.statusText;
}

/** Query options of the participation calls, read afresh whenever the dashboard opens. */
export const participationQueries = {
  all: ['dashboard', 'participation'] as const,
  /** GET eloan/participants: the people named with an e-mail on the signed-in owner's applications. */
  people: () =>
    queryOptions({
      queryKey: [...participationQueries.all, 'people'],
      staleTime: 0,
      queryFn: () => load<ApplicationPersonReply[]>('eloan/participants'),
    }),
  /** GET participant-invitations: invitations to take part waiting for the signed-in person's answer. */
  invitations: () =>
    queryOptions({
      queryKey: [...participationQueries.all, 'invitations'],
      staleTime: 0,
      queryFn: () => load<ParticipantInvitationReply[]>('participant-invitations'),
    }),
  /** GET eloan/participation: the applications the signed-in person takes part in. */
  shared: () =>
    queryOptions({
      queryKey: [...participationQueries.all, 'shared'],
      staleTime: 0,
      queryFn: () => load<ParticipationReply[]>('eloan/participation'),
    }),
};

/** POST eloan/participants/invite: the owner invites a person, agreeing to the consent's version shown. */
export const inviteToTakePart = (applicationId: number, mapid: number, consentVersion: number) =>
  said(apiPost('eloan/participants/invite', { _id: applicationId, mapid, consent: true, consentVersion }));

/** POST participant-invitations/:id/accept | decline. */
export const answerInvitationToTakePart = (id: number, accept: boolean) =>
  said(apiPost(`participant-invitations/${id}/${accept ? 'accept' : 'decline'}`, {}));

/** POST eloan/participation/:id/authorization: the participant's own authorization agreement. */
export const authorizeParticipation = (applicationId: number, agreementVersion: number) =>
  said(apiPost(`eloan/participation/${applicationId}/authorization`, { acceptAggrement: true, agreementVersion }));
