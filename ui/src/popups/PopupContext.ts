import { createContext } from 'react';

/** Which mode the sign-in popup shows (the spec's signtype). */
export type SignType = 'signin' | 'signup';

/** The popup currently open, if any. */
export type OpenPopup =
  | { kind: 'none' }
  | { kind: 'signIn'; signType: SignType; returnTo: string | null; fromQuery: boolean }
  | { kind: 'completeProfile' }
  | { kind: 'changePassword' }
  | { kind: 'rateQuote' }
  | { kind: 'zipLookup' }
  | { kind: 'resumePreapproval'; variant: ResumeQuestion }
  | { kind: 'authorization' };

/**
 * How the resume question asks (part 1 §4): Yes / No / Cancel (the header, the dashboard, the home page), or
 * Confirm / Cancel on Mortgage Process and Mortgage Rates, where Cancel starts afresh.
 */
export type ResumeQuestion = 'yesNoCancel' | 'confirmCancel';

/** Opens and closes the site-wide popups. */
export interface PopupControls {
  popup: OpenPopup;
  /** Opens the sign-in popup; after login the user goes to returnTo (when a same-site path). */
  openSignIn(options?: { signType?: SignType; returnTo?: string | null; fromQuery?: boolean }): void;
  /** Opens 'Complete Profile Details'. */
  openCompleteProfile(): void;
  /** Opens 'Change Password'. */
  openChangePassword(): void;
  /** Opens 'Get a Rate Quote'. */
  openRateQuote(): void;
  /** Opens 'Where are you looking?', the zip question that starts pre-approval. */
  openZipLookup(): void;
  /**
   * Starts pre-approval (part 1 §4): with saved progress (on this device, or on the server when signed in) asks
   * 'Do you want to continue with your Pre-approval?', otherwise opens the zip question.
   */
  startPreapproval(question?: ResumeQuestion): Promise<void>;
  /** Complete Application (part 1 §4): the authorization popup, whose Continue starts a new 1003 application. */
  openAuthorization(): void;
  close(): void;
}

/** React context of the popups; read it with usePopups(). */
export const PopupContext = createContext<PopupControls | null>(null);
