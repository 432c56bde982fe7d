import { useId, useState, type FormEvent } from 'react';
import { isEmail, valueAt } from 'engine';
import { SUCCESS, type Envelope } from 'ui/api/client.ts';
import { authenticate, createAccount, requestSignInCode, requestSignUpCode, signInResultOf } from 'ui/auth/authApi.ts';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from 'ui/auth/fieldRules.ts';
import { OtpField } from 'ui/auth/OtpField.tsx';
import { useFormFeedback } from 'ui/auth/useFormFeedback.ts';
import { FormMessage } from 'ui/components/FormMessage.tsx';
import { TextField } from 'ui/components/TextField.tsx';
import type { StepDisplayProps } from 'ui/forms/stepped/stepDisplayProps.ts';
import type { SignInResult } from 'ui/session/SessionContext.ts';
import { useSession } from 'ui/session/useSession.ts';

/** Whether the visitor creates an account or signs in to one they have. */
type Mode = 'new' | 'existing';
/** What was asked of the server: a code e-mailed, or (signing in) the password chosen. */
type Asked = 'code' | 'password' | null;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Step 6, Confirm Account (part 1 §4), for visitors: create an account with the names and phone of step 3 and a
 * code e-mailed to the address (a password too, with Use Password), or sign in to an existing account with an
 * e-mailed code (Login with OTP) or the password (Login with Password). Next signs in, keeps the session, and
 * completes the step: the page then moves the answers kept on this device to the account.
 */
export default function SignInStep({ record, signedIn, complete, keepTyped, previousButton }: StepDisplayProps) {
  const session = useSession();
  const [mode, setMode] = useState<Mode>('new');
  const [email, setEmail] = useState(() => text(valueAt(record, 'stage6.email')));
  const [asked, setAsked] = useState<Asked>(null);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [usePassword, setUsePassword] = useState(false);
  const feedback = useFormFeedback();
  const modeName = useId();
  const details = {
    first_name: text(valueAt(record, 'stage3.borrower.firstName')),
    last_name: text(valueAt(record, 'stage3.borrower.lastName')),
    mobile_number: text(valueAt(record, 'stage3.borrower.mobilePhone')),
    work_phone: '',
    email: email.trim(),
  };
  const redirectUrl = `${window.location.origin}/preapprove`;

  function chooseMode(next: Mode) {
    setMode(next);
    setAsked(null);
    setOtp('');
    setPassword('');
    feedback.succeed('');
  }

  function emailIsValid(): boolean {
    if (isEmail(email.trim())) return true;
    feedback.fail(AUTH_MESSAGES.invalidEmail, ['email']);
    return false;
  }

  /** Asks for the code: the sign-up code (with step 3's names) for a new account, else a sign-in code. */
  async function askForCode() {
    if (feedback.busy || !emailIsValid()) return;
    feedback.setBusy(true);
    const reply =
      mode === 'new' ? await requestSignUpCode(details, redirectUrl) : await requestSignInCode(email.trim());
    feedback.setBusy(false);
    if (reply.status !== SUCCESS) return feedback.fail(reply.statusText, reply.errors);
    setAsked('code');
    feedback.succeed(reply.statusText);
  }

  function askForPassword() {
    if (!emailIsValid()) return;
    setAsked('password');
    feedback.succeed('');
  }

  /** Signed in: the session is kept, then the step completes (the page saves the answers to the account). */
  async function finish(result: SignInResult | null) {
    if (result) session.signIn(result);
    feedback.setBusy(true);
    const problem = await complete(email.trim() ? { stage6: { email: email.trim() } } : {});
    if (problem) {
      feedback.setBusy(false);
      feedback.fail(problem);
    }
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    if (feedback.busy) return;
    if (signedIn) return finish(null);
    if (asked === null) return askForCode();
    if (!emailIsValid()) return;
    if (asked === 'code' && !otp) return feedback.fail(AUTH_MESSAGES.emptyOtp, ['otp']);
    const wantsPassword = asked === 'password' || (mode === 'new' && usePassword);
    if (wantsPassword && (mode === 'new' ? password.length < PASSWORD_MIN_LENGTH : !password)) {
      return feedback.fail(AUTH_MESSAGES.emptyPassword, ['password']);
    }
    feedback.setBusy(true);
    const reply: Envelope<SignInResult['data']> =
      mode === 'new'
        ? await createAccount(details, redirectUrl, otp, usePassword ? password : null)
        : await authenticate(email.trim(), asked === 'code' ? { otp } : { password });
    feedback.setBusy(false);
    const result = signInResultOf(reply);
    if (!result) return feedback.fail(reply.statusText, reply.errors);
    await finish(result);
  }

  const invalid = (field: string) => feedback.invalid.has(field);

  if (signedIn) {
    return (
      <form className="wizard-account" noValidate onSubmit={next} aria-busy={feedback.busy}>
        <p>You are signed in. Press Next to keep your answers with your account.</p>
        <FormMessage text={feedback.message.text} tone={feedback.message.tone} />
        <div className="df-actions">
          {previousButton}
          <button type="submit" className="button" aria-busy={feedback.busy}>
            Next
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="wizard-account" noValidate onSubmit={next} aria-busy={feedback.busy}>
      <p>
        Confirm your e-mail to keep your answers safe and see how much you can afford. We e-mail you a 6-digit code;
        nothing else is needed.
      </p>
      <fieldset className="wizard-account__mode">
        <legend>Do you have an account with us?</legend>
        <label className="checkbox">
          <input type="radio" name={modeName} checked={mode === 'new'} onChange={() => chooseMode('new')} />
          No, create my account
        </label>
        <label className="checkbox">
          <input type="radio" name={modeName} checked={mode === 'existing'} onChange={() => chooseMode('existing')} />
          Yes, sign me in
        </label>
      </fieldset>
      {mode === 'new' ? (
        <p className="field__hint">
          Your account will be in the name of {details.first_name} {details.last_name}, with the phone number{' '}
          {details.mobile_number} you gave in About Yourself.
        </p>
      ) : null}
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete={mode === 'new' ? 'email' : 'username'}
        required
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          keepTyped({ stage6: { email: value.trim() } });
          if (asked !== null) setAsked(null);
        }}
        invalid={invalid('email')}
      />
      {asked === 'code' ? <OtpField value={otp} onValueChange={setOtp} invalid={invalid('otp')} /> : null}
      {mode === 'new' && asked === 'code' ? (
        <label className="checkbox">
          <input
            type="checkbox"
            name="usePassword"
            checked={usePassword}
            onChange={(event) => setUsePassword(event.target.checked)}
          />
          Use Password
        </label>
      ) : null}
      {asked === 'password' || (mode === 'new' && asked === 'code' && usePassword) ? (
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete={mode === 'new' ? 'new-password' : 'current-password'}
          hint={mode === 'new' ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
          required
          value={password}
          onValueChange={setPassword}
          invalid={invalid('password')}
        />
      ) : null}
      <p className="field__hint">
        By continuing you agree to our{' '}
        <a href="/terms" target="_blank" rel="noopener">
          Terms of Use<span className="visually-hidden"> (opens in a new tab)</span>
        </a>{' '}
        and{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        .
      </p>
      <FormMessage text={feedback.message.text} tone={feedback.message.tone} />
      <div className="df-actions">
        {previousButton}
        {asked !== null ? (
          <button type="submit" className="button" aria-busy={feedback.busy}>
            Next
          </button>
        ) : mode === 'new' ? (
          <button type="submit" className="button" aria-busy={feedback.busy}>
            Verify Email
          </button>
        ) : (
          <>
            <button type="submit" className="button" aria-busy={feedback.busy}>
              Login with OTP
            </button>
            <button type="button" className="button button--secondary" onClick={askForPassword}>
              Login with Password
            </button>
          </>
        )}
        {asked === 'code' ? (
          <button type="button" className="button button--secondary" onClick={() => void askForCode()}>
            Send a New Code
          </button>
        ) : null}
      </div>
    </form>
  );
}
