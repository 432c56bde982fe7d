import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isZip } from 'engine';
import { apiGet, SUCCESS } from '../api/client.ts';
import { Dialog } from '../components/Dialog.tsx';
import type { ZipReply } from 'common';
import { writeLocalStages, type LocalStages } from '../session/localStages.ts';

// Part 1 §5, word for word.
const EMPTY_MESSAGE = 'Enter City/Zip code';
const INVALID_MESSAGE = 'Enter Valid ZipCode';
const UNAVAILABLE_MESSAGE = 'We could not check the zip code just now. Please try again.';

/** The wizard's stages record after the zip popup (part 1 §4): stage 1, with the property's place. */
function zipStartRecord(place: ZipReply): LocalStages {
  return {
    stage: 1,
    stage2: {
      propertyAddressZip: place.zip,
      propertyAddressCity: place.city,
      propertyAddressState: place.state,
      propertyAddressCountry: place.country,
    },
  };
}

/**
 * 'Where are you looking?': the first question of pre-approval. A known zip is kept as the wizard's stage-1
 * record (localStorage 'stages', with the 'preapprove' flag) and the person goes on to /preapprove, where the
 * property's place is already filled in.
 */
export default function ZipLookupDialog({ onClose }: { onClose(): void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const entry = value.trim();
    if (!entry) {
      setError(EMPTY_MESSAGE);
      return;
    }
    // Our look-up knows zip codes only (spec decision 8); a city name cannot be checked.
    if (!isZip(entry)) {
      setError(INVALID_MESSAGE);
      return;
    }
    setBusy(true);
    const reply = await apiGet<ZipReply>(`lookups/zip/${encodeURIComponent(entry)}`);
    setBusy(false);
    if (reply.status === SUCCESS && reply.data) {
      writeLocalStages(zipStartRecord(reply.data));
      onClose();
      navigate('/preapprove');
      return;
    }
    // Only a refusal of the zip itself says it is wrong; a failed call says nothing about it.
    setError(reply.status === 400 || reply.status === 404 ? INVALID_MESSAGE : UNAVAILABLE_MESSAGE);
  }

  return (
    <Dialog title="Where are you looking?" onClose={onClose}>
      <form noValidate onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor={inputId}>City or zip code</label>
          <input
            id={inputId}
            type="text"
            autoComplete="postal-code"
            maxLength={10}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setValue(event.target.value);
              setError('');
            }}
          />
          {error ? (
            <p id={errorId} className="message message--error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <div className="dialog__actions">
          <button type="submit" className="button" aria-busy={busy || undefined}>
            Continue
          </button>
        </div>
      </form>
    </Dialog>
  );
}
