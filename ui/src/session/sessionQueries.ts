import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api/client.ts';

/** The current user as GET /api/session returns it. */
export interface SessionDetails {
  _id: string | number;
  name: string;
  status: number;
  email: string;
  role: string;
}

/** Query options of the session resource (GET /api/session); keyed by token so a new sign-in never sees old data. */
export const sessionQueries = {
  all: ['session'] as const,
  current: (token: string | null) =>
    queryOptions({
      queryKey: [...sessionQueries.all, token] as const,
      queryFn: () => apiGet<SessionDetails>('session'),
      enabled: token !== null,
      staleTime: 30_000,
    }),
};
