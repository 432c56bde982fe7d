import { useId, useRef, useState, type FormEvent } from 'react';
import { isEmail } from 'engine';
import subscribeDefinition from 'forms/subscribe/v1/definition.json' with { type: 'json' };
import { apiPost, SUCCESS } from '../api/client.ts';

// One e-mail field does not need the form engine's renderer; the server checks it with the same definition.
const EMAIL_MESSAGE = subscribeDefinition.messages.email.invalid;

/** The footer's Subscribe to Updates box (POST /api/common/subcribeupdates with the definition's id and version). */
export default function FooterSubscribe() {
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    setOutcome(null);
    if (!isEmail(value)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setBusy(true);
    const reply = await apiPost('common/subcribeupdates', {
      email: value,
      formId: subscribeDefinition.id,
      formVersion: subscribeDefinition.version,
    });
    setBusy(false);
    if (reply.status === SUCCESS) {
      setEmail('');
      setInvalid(false);
      setOutcome({ tone: 'success', text: reply.statusText });
      return;
    }
    const refusedEmail = reply.errors.includes('email');
    setInvalid(refusedEmail);
    setOutcome(refusedEmail ? null : { tone: 'error', text: reply.statusText });
  }

  return (
    <section className="footer-subscribe" aria-labelledby={`${id}-heading`}>
      <div>
        <h2 id={`${id}-heading`} className="site-footer__heading">
          {subscribeDefinition.title}
        </h2>
        <p className="footer-subscribe__intro">{subscribeDefinition.description}</p>
      </div>
      <form className="footer-subscribe__form" noValidate onSubmit={submit} aria-busy={busy}>
        <label htmlFor={`${id}-email`}>{subscribeDefinition.schema.properties.email.title}</label>
        <div className="footer-subscribe__row">
          <input
            ref={input}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={subscribeDefinition.schema.properties.email.maxLength}
            className={`footer-subscribe__input${invalid ? ' footer-subscribe__input--invalid' : ''}`}
            value={email}
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid(false);
            }}
          />
          <button type="submit" className="button footer-subscribe__button" disabled={busy}>
            {busy ? 'Subscribing…' : 'Subscribe'}
          </button>
        </div>
        {invalid && (
          <p id={`${id}-error`} className="footer-subscribe__error">
            {EMAIL_MESSAGE}
          </p>
        )}
        <div role="status">
          {outcome?.tone === 'success' && <p className="footer-subscribe__done">{outcome.text}</p>}
        </div>
        {outcome?.tone === 'error' && (
          <p role="alert" className="footer-subscribe__error">
            {outcome.text}
          </p>
        )}
      </form>
    </section>
  );
}
