import { queryOptions } from '@tanstack/react-query';
import { apiGet, SUCCESS } from 'ui/api/client.ts';

/** A field of the profile form as GET /api/profile lists it. */
export interface ProfileField {
  name: string;
  title: string;
  type: 'PHONE' | 'INT' | 'FLOAT' | 'YESNO' | 'doc' | 'comment' | 'plain text';
  required: boolean;
  icon: string;
  readonly: boolean;
}

/** GET /api/profile (part 1 §3 Profile response). */
export interface ProfileReply {
  profile: { fullname: string; email: string; mobile: string; createdt: string };
  req: { folder: string; entity: string; formId: string; formVersion: number; documentFields: string[] };
  schema: ProfileField[];
  values: Record<string, unknown> & { id: number; blobname: string; revision: number };
}

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
