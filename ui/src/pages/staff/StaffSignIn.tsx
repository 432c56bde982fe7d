import { useState, type FormEvent } from 'react';
import { SUCCESS } from 'ui/api/client.ts';
import { setStaffToken, staffRequest } from './staffApi.ts';

interface Challenge {
  challenge: string;
  enrolment: { uri: string; qrCode: string; secret: string } | null;
}

/**
 * Staff sign-in: e-mail and password, then the 6-digit code of an authenticator app. On the first sign-in the app
 * is enrolled: the QR code (and the key, for typing in) is shown before the code is asked for.
 */
export function StaffSignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [step, setStep] = useState<Challenge | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const reply = await staffRequest<Challenge>('POST', 'staff/signin', {
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    if (reply.status === SUCCESS && reply.data) {
      setMessage(null);
      setStep(reply.data);
    } else setMessage(reply.statusText);
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!step) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const reply = await staffRequest('POST', 'staff/verify', {
      challenge: step.challenge,
      code: String(form.get('code') ?? '').replace(/\s/g, ''),
    });
    setBusy(false);
    const token = typeof reply.token === 'string' ? reply.token : null;
    if (reply.status === SUCCESS && token) {
      setStaffToken(token);
      onSignedIn();
    } else {
      setMessage(reply.statusText);
      // An expired challenge, or a paused second step (403): back to the password, the message kept above it.
      if (reply.status === 403 || /expired/i.test(reply.statusText)) setStep(null);
    }
  };

  return (
    <section className="staff-signin" aria-labelledby="staff-signin-heading">
      <h1 id="staff-signin-heading">Staff sign-in</h1>
      {message && (
        <p className="message message--error" role="alert">
          {message}
        </p>
      )}
      {!step ? (
        <form onSubmit={(event) => void submitPassword(event)} className="staff-form">
          <label htmlFor="staff-email">Email</label>
          <input id="staff-email" name="email" type="email" autoComplete="username" required />
          <label htmlFor="staff-password">Password</label>
          <input id="staff-password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Signing in…' : 'Continue'}
          </button>
        </form>
      ) : (
        <form onSubmit={(event) => void submitCode(event)} className="staff-form">
          {step.enrolment && (
            <div className="staff-enrol">
              <p>
                Every staff account signs in with an authenticator app. Scan this QR code with the app (Google
                Authenticator, Microsoft Authenticator, 1Password…), then enter the 6-digit code it shows.
              </p>
              <img
                src={step.enrolment.qrCode}
                alt="QR code to add your account to an authenticator app"
                width={200}
                height={200}
              />
              <p>
                Cannot scan? Enter this key in the app:{' '}
                <code className="staff-enrol__secret">{step.enrolment.secret}</code>
              </p>
            </div>
          )}
          <label htmlFor="staff-code">Authenticator code</label>
          <input
            id="staff-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            maxLength={7}
            required
            aria-describedby="staff-code-hint"
          />
          <p id="staff-code-hint" className="staff-hint">
            The 6-digit code your authenticator app shows now.
          </p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Checking…' : 'Sign in'}
          </button>
        </form>
      )}
    </section>
  );
}
