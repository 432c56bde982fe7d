import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SUCCESS } from 'ui/api/client.ts';
import { staffRequest } from './staffApi.ts';
import './staff.css';

/**
 * /staff/accept#<token>: a staff member invited (or reset) by an admin chooses a password. The token rides in the
 * fragment, so it never reaches a server log or a Referer header.
 */
export default function StaffAcceptPage() {
  const [token] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash.slice(1)));
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) {
      setOutcome({ ok: false, text: 'The passwords do not match.' });
      return;
    }
    setBusy(true);
    const reply = await staffRequest('POST', 'staff/accept', { token, password });
    setBusy(false);
    setOutcome({ ok: reply.status === SUCCESS, text: reply.statusText });
  };
  return (
    <div className="container page staff-page">
      <h1>Set your password</h1>
      {!token ? (
        <p className="message message--error" role="alert">
          This link is incomplete. Open the link from your invitation e-mail again.
        </p>
      ) : outcome?.ok ? (
        <div role="status">
          <p className="message message--success">{outcome.text}</p>
          <Link to="/staff" className="button">
            Go to staff sign-in
          </Link>
        </div>
      ) : (
        <form className="staff-form staff-card" onSubmit={(event) => void submit(event)}>
          {outcome && (
            <p className="message message--error" role="alert">
              {outcome.text}
            </p>
          )}
          <label htmlFor="accept-password">New password</label>
          <input
            id="accept-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            required
            aria-describedby="accept-hint"
          />
          <p id="accept-hint" className="staff-hint">
            At least 8 characters.
          </p>
          <label htmlFor="accept-confirm">Confirm password</label>
          <input id="accept-confirm" name="confirm" type="password" autoComplete="new-password" required />
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Saving…' : 'Set password'}
          </button>
        </form>
      )}
    </div>
  );
}
