import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CompleteProfileDialog } from '../auth/CompleteProfileDialog.tsx';
import type { AfterSignIn } from '../auth/SignInForm.tsx';
import { withQueries } from '../query/withQueries.tsx';
import { landingPath, safeReturnPath } from '../routes/returnTarget.ts';
import type { SignInResult } from '../session/SessionContext.ts';
import { hasSavedProgress } from '../session/savedWizard.ts';
import { useSession } from '../session/useSession.ts';
import { PopupErrorBoundary } from './PopupErrorBoundary.tsx';
import { PopupContext, type OpenPopup, type PopupControls, type ResumeQuestion } from './PopupContext.ts';

// The account forms load only when a popup opens, keeping public pages small; the definition-bound forms bring the
// query provider with them.
const SignInDialog = lazy(() => import('../auth/SignInDialog.tsx'));
const ChangePasswordDialog = lazy(withQueries(() => import('../auth/ChangePasswordDialog.tsx')));
const RateQuoteDialog = lazy(withQueries(() => import('../pages/quote/RateQuoteDialog.tsx')));
const ZipLookupDialog = lazy(() => import('./ZipLookupDialog.tsx'));
const ResumePreapprovalDialog = lazy(() => import('./ResumePreapprovalDialog.tsx'));
const StartApplicationDialog = lazy(() => import('../pages/application/StartApplicationDialog.tsx'));

/** Owns the site-wide popups and renders the one that is open. */
export function PopupProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<OpenPopup>({ kind: 'none' });
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  const openSignIn = useCallback<PopupControls['openSignIn']>(
    (options = {}) =>
      setPopup({
        kind: 'signIn',
        signType: options.signType ?? 'signin',
        returnTo: safeReturnPath(options.returnTo),
        fromQuery: options.fromQuery ?? false,
      }),
    [],
  );
  const openCompleteProfile = useCallback(() => setPopup({ kind: 'completeProfile' }), []);
  const openChangePassword = useCallback(() => setPopup({ kind: 'changePassword' }), []);
  const openRateQuote = useCallback(() => setPopup({ kind: 'rateQuote' }), []);
  const openZipLookup = useCallback(() => setPopup({ kind: 'zipLookup' }), []);
  const openAuthorization = useCallback(() => setPopup({ kind: 'authorization' }), []);
  const close = useCallback(() => setPopup({ kind: 'none' }), []);
  const { signedIn } = session;
  const startPreapproval = useCallback(
    async (variant: ResumeQuestion = 'yesNoCancel') =>
      setPopup((await hasSavedProgress(signedIn)) ? { kind: 'resumePreapproval', variant } : { kind: 'zipLookup' }),
    [signedIn],
  );

  const controls: PopupControls = useMemo(
    () => ({
      popup,
      openSignIn,
      openCompleteProfile,
      openChangePassword,
      openRateQuote,
      openZipLookup,
      startPreapproval,
      openAuthorization,
      close,
    }),
    [
      popup,
      openSignIn,
      openCompleteProfile,
      openChangePassword,
      openRateQuote,
      openZipLookup,
      startPreapproval,
      openAuthorization,
      close,
    ],
  );

  /** Closing a popup opened by ?q= also drops q, so it does not open again. */
  const closeSignIn = useCallback(() => {
    const fromQuery = popup.kind === 'signIn' && popup.fromQuery;
    setPopup({ kind: 'none' });
    if (!fromQuery) return;
    const params = new URLSearchParams(location.search);
    params.delete('q');
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [popup, location, navigate]);

  const onSignedIn = useCallback(
    (result: SignInResult, after?: AfterSignIn) => {
      const returnTo = popup.kind === 'signIn' ? popup.returnTo : null;
      session.signIn(result);
      // Signed in with a code after 'Forgot your password?': the new password is chosen next, on the page landed on.
      setPopup(after === 'choosePassword' ? { kind: 'changePassword' } : { kind: 'none' });
      navigate(landingPath(Number(result.data.status), returnTo), { replace: returnTo !== null });
    },
    [popup, session, navigate],
  );

  return (
    <PopupContext.Provider value={controls}>
      {children}
      <PopupErrorBoundary onClose={close}>
        <Suspense fallback={null}>
          {popup.kind === 'signIn' ? (
            <SignInDialog
              signType={popup.signType}
              redirectUrl={`${window.location.origin}${popup.returnTo ?? '/'}`}
              onSignTypeChange={(signType) => setPopup({ ...popup, signType })}
              onSignedIn={onSignedIn}
              onClose={closeSignIn}
            />
          ) : null}
          {popup.kind === 'changePassword' ? <ChangePasswordDialog onClose={close} /> : null}
          {popup.kind === 'rateQuote' ? <RateQuoteDialog onClose={close} /> : null}
          {popup.kind === 'zipLookup' ? <ZipLookupDialog onClose={close} /> : null}
          {popup.kind === 'authorization' ? <StartApplicationDialog onClose={close} /> : null}
          {popup.kind === 'resumePreapproval' ? (
            <ResumePreapprovalDialog variant={popup.variant} onStartAfresh={openZipLookup} onClose={close} />
          ) : null}
        </Suspense>
      </PopupErrorBoundary>
      {popup.kind === 'completeProfile' ? <CompleteProfileDialog onClose={close} /> : null}
    </PopupContext.Provider>
  );
}
