import { queryOptions } from '@tanstack/react-query';
import type { ProfileReply } from 'common';
import { apiGet, SUCCESS } from 'ui/api/client.ts';

/** The profile could not be loaded: the server's statusText, kept for the page to show. */
export class ProfileLoadError extends Error {
  constructor(statusText: string) {
    super(statusText || 'Your profile could not be loaded.');
    this.name = 'ProfileLoadError';
  }
}

/** Query options for the signed-in user's profile, shared by hooks and cache updates. */
export const profileQueries = {
  all: ['profile'] as const,
  /** The account card, the form's field list, the saved values and the upload context. */
  mine: () =>
    queryOptions({
      queryKey: [...profileQueries.all, 'mine'] as const,
      queryFn: async (): Promise<ProfileReply> => {
        const envelope = await apiGet<ProfileReply>('profile');
        if (envelope.status !== SUCCESS || !envelope.data) throw new ProfileLoadError(envelope.statusText);
        return envelope.data;
      },
    }),
};
