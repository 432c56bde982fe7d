import { useState, type FormEvent } from 'react';
import { SUCCESS } from '../api/client.ts';
import { FormMessage } from '../components/FormMessage.tsx';
import { TextField } from '../components/TextField.tsx';
import type { SignInResult } from '../session/SessionContext.ts';
import { rememberedEmail, rememberEmail } from '../session/sessionStore.ts';
import { authenticate, requestSignInCode, signInResultOf } from './authApi.ts';
import { isEmail, TEXT_MESSAGE, trimSpace } from 'engine';
import { textMessagesOf } from '../api/fieldMessages.ts';
import { AUTH_MESSAGES } from './fieldRules.ts';
import { OtpField } from './OtpField.tsx';
import { useFormFeedback } from './useFormFeedback.ts';

type Method = 'OTP' | 'PASSWORD' | null;

/** What comes after signing in: nothing more, or choosing a new password (the password was forgotten). */
export type AfterSignIn = 'choosePassword' | undefined;

/**
 * Sign in: e-mail, then 'Login with OTP' (e-mails a code) or 'Login with Password', then LOGIN. With the password,
 * 'Forgot your password?' e-mails a code instead; signed in with it, the person chooses a new password (a session
 * opened with a code may, for 15 minutes, without the current one).
 */
export function SignInForm({ onSignedIn }: { onSignedIn(result: SignInResult, after?: AfterSignIn): void }) {
  const [email, setEmail] = useState(rememberedEmail);
  const [remember, setRemember] = useState(() => rememberedEmail() !== '');
  const [method, setMethod] = useState<Method>(null);
  const [forgot, setForgot] = useState(false);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const feedback = useFormFeedback();

  function emailIsValid(): boolean {
    const unaccepted = textMessagesOf({ email });
    if (unaccepted.size > 0) feedback.fail(TEXT_MESSAGE, ['email'], unaccepted);
    else if (isEmail(trimSpace(email))) return true;
    else feedback.fail(AUTH_MESSAGES.invalidEmail, ['email']);
    return false;
  }

  async function loginWithOtp(forgotten = false) {
    if (feedback.busy || !emailIsValid()) return;
    feedback.setBusy(true);
    const reply = await requestSignInCode(trimSpace(email));
    feedback.setBusy(false);
    if (reply.status !== SUCCESS) return feedback.refuse(reply);
    setMethod('OTP');
    setForgot(forgotten);
    setPassword('');
    feedback.succeed(
      forgotten ? `${reply.statusText} Sign in with it, then choose a new password.`.trim() : reply.statusText,
    );
  }

  function loginWithPassword() {
    if (!emailIsValid()) return;
    setMethod('PASSWORD');
    feedback.succeed('');
  }

  async function login(event: FormEvent) {
    event.preventDefault();
    if (method === null) return loginWithOtp();
    if (feedback.busy || !emailIsValid()) return;
    if (method === 'OTP' && !otp) return feedback.fail(AUTH_MESSAGES.emptyOtp, ['otp']);
    if (method === 'PASSWORD' && !password) return feedback.fail(AUTH_MESSAGES.emptyPassword, ['password']);
    feedback.setBusy(true);
    const reply = await authenticate(trimSpace(email), method === 'OTP' ? { otp } : { password });
    feedback.setBusy(false);
    const result = signInResultOf(reply);
    if (!result) return feedback.refuse(reply);
    rememberEmail(remember ? trimSpace(email) : null);
    onSignedIn(result, method === 'OTP' && forgot ? 'choosePassword' : undefined);
  }

  const invalid = (field: string) => feedback.invalid.has(field);

  return (
    <form noValidate onSubmit={login} aria-busy={feedback.busy}>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onValueChange={setEmail}
        invalid={invalid('email')}
        error={feedback.fieldMessages.get('email')}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          name="remember"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        Remember me
      </label>
      {method === 'OTP' ? <OtpField value={otp} onValueChange={setOtp} invalid={invalid('otp')} /> : null}
      {method === 'PASSWORD' ? (
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          invalid={invalid('password')}
        />
      ) : null}
      {method === 'PASSWORD' ? (
        <button type="button" className="auth-forgot" onClick={() => void loginWithOtp(true)}>
          Forgot your password?
        </button>
      ) : null}
      <FormMessage text={feedback.message.text} tone={feedback.message.tone} />
      <div className="dialog__actions">
        {method !== null ? (
          <button type="submit" className="button" aria-busy={feedback.busy}>
            LOGIN
          </button>
        ) : null}
        <button
          type="button"
          className={method === null ? 'button' : 'button button--secondary'}
          aria-busy={method === null && feedback.busy}
          onClick={() => void loginWithOtp(forgot)}
        >
          Login with OTP
        </button>
        {method !== 'PASSWORD' ? (
          <button type="button" className="button button--secondary" onClick={loginWithPassword}>
            Login with Password
          </button>
        ) : null}
      </div>
    </form>
  );
}
