import { useId, useRef, type KeyboardEvent } from 'react';
import { Dialog } from '../components/Dialog.tsx';
import type { SignType } from '../popups/PopupContext.ts';
import type { SignInResult } from '../session/SessionContext.ts';
import { SignInForm, type AfterSignIn } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';
import './auth.css';

const TABS: { signType: SignType; label: string }[] = [
  { signType: 'signin', label: 'Sign In' },
  { signType: 'signup', label: 'Sign Up' },
];

/** The sign-in / sign-up popup; the signType picks the tab. */
export default function SignInDialog(props: {
  signType: SignType;
  redirectUrl: string;
  onSignTypeChange(signType: SignType): void;
  onSignedIn(result: SignInResult, after?: AfterSignIn): void;
  onClose(): void;
}) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onTabKeyDown(event: KeyboardEvent, index: number) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    const tab = TABS[next];
    if (!tab) return;
    props.onSignTypeChange(tab.signType);
    tabRefs.current[next]?.focus();
  }

  return (
    <Dialog title="Welcome to Harbor Oak Mortgage" onClose={props.onClose}>
      <div className="auth-tabs" role="tablist" aria-label="Sign in or sign up">
        {TABS.map((tab, index) => {
          const selected = tab.signType === props.signType;
          return (
            <button
              key={tab.signType}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.signType}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className="auth-tabs__tab"
              onClick={() => props.onSignTypeChange(tab.signType)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${props.signType}-tab`}>
        {props.signType === 'signin' ? (
          <SignInForm key="signin" onSignedIn={props.onSignedIn} />
        ) : (
          <SignUpForm key="signup" redirectUrl={props.redirectUrl} onSignedIn={props.onSignedIn} />
        )}
      </div>
    </Dialog>
  );
}
