import { createContext } from 'react';
import type { SessionUser } from './sessionStore.ts';

/** What a successful sign-up or sign-in replies (POST /api/register/user, POST /api/authenticate). */
export interface SignInResult {
  token: string;
  data: { _id: string | number; name: string; status: number };
}

/** The session as components see it. */
export interface SessionValue {
  user: SessionUser | null;
  status: number | null;
  signedIn: boolean;
  /** True when signed in with a complete profile (status 1). */
  isActive: boolean;
  /** Stores a new session from a sign-in reply. */
  signIn(result: SignInResult): void;
  /** Forgets the session on this device (no server call). */
  signOut(): void;
  /** Ends the session on the server (POST /api/logout), then forgets it locally. */
  logout(): Promise<void>;
  /** Reads name and status from the server now (after a change such as a completed profile). */
  refresh(): Promise<void>;
}

/** React context of the session; read it with useSession(). */
export const SessionContext = createContext<SessionValue | null>(null);
