import { useEffect, useRef, useState } from 'react';
import type { StoredDocuments } from './definitionFormContext.ts';

interface StoredDocumentFieldProps {
  id: string;
  path: string;
  /** The stored file's name ('' when none). */
  value: unknown;
  label: string;
  documents: StoredDocuments;
  accept: string;
  describedBy?: string;
  disabled: boolean;
  /** Tells the form the field's new value (the stored name, or undefined once deleted). */
  onStored(name: string | undefined): void;
}

type Preview = { url: string; type: string };

/**
 * A file field whose file is stored as soon as it is chosen: the chooser uploads it (after the page's check), the
 * stored file can be viewed in place (an image, or a PDF in a frame) and deleted. Every outcome is said in a live
 * region; a refused file resets the chooser and says why.
 */
export function StoredDocumentField(props: StoredDocumentFieldProps) {
  const { id, path, value, label, documents, accept, describedBy, disabled, onStored } = props;
  const [busy, setBusy] = useState<'upload' | 'open' | 'remove' | null>(null);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const previewRef = useRef<Preview | null>(null);
  const stored = typeof value === 'string' ? value : '';

  const showPreview = (next: Preview | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current.url);
    previewRef.current = next;
    setPreview(next);
  };
  useEffect(() => () => showPreview(null), []);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const problem = documents.check?.(file);
    if (problem) {
      input.value = '';
      setMessage({ kind: 'error', text: problem });
      return;
    }
    setBusy('upload');
    setMessage(null);
    const outcome = await documents.upload(path, file);
    setBusy(null);
    input.value = '';
    if (!outcome.ok) {
      setMessage({ kind: 'error', text: outcome.message });
      return;
    }
    showPreview(null);
    setMessage({ kind: 'success', text: 'Upload Successful' });
    onStored(outcome.name);
  };

  const view = async () => {
    setBusy('open');
    const outcome = await documents.open(path);
    setBusy(null);
    if (!outcome.ok) setMessage({ kind: 'error', text: outcome.message });
    else showPreview({ url: outcome.url, type: outcome.type });
  };

  const remove = async () => {
    setBusy('remove');
    const outcome = await documents.remove(path);
    setBusy(null);
    if (!outcome.ok) {
      setMessage({ kind: 'error', text: outcome.message });
      return;
    }
    showPreview(null);
    setMessage({ kind: 'success', text: 'Document deleted.' });
    onStored(undefined);
  };

  const statusId = `${id}-status`;
  return (
    <div className="df-file df-file--stored">
      {documents.unavailable ? (
        <p className="df-file__note" id={`${id}-unavailable`}>
          {documents.unavailable}
        </p>
      ) : (
        <input
          id={id}
          type="file"
          className="df-file__input"
          accept={accept}
          disabled={disabled || busy !== null}
          aria-describedby={[describedBy, statusId].filter(Boolean).join(' ') || undefined}
          onChange={(event) => void choose(event.target)}
        />
      )}
      <div id={statusId} role="status" className="df-file__status">
        {busy === 'upload' && <p>Uploading…</p>}
        {message && (
          <p className={message.kind === 'error' ? 'df-file__error' : 'message message--success'}>{message.text}</p>
        )}
      </div>
      {stored && (
        <div className="df-file__stored">
          <p className="df-file__chosen">
            Uploaded: <span className="df-file__name">{stored}</span>
          </p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy !== null}
            onClick={() => void view()}
          >
            {busy === 'open' ? 'Opening…' : `View ${label}`}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={busy !== null}
            onClick={() => void remove()}
          >
            {busy === 'remove' ? 'Deleting…' : `Delete ${label}`}
          </button>
        </div>
      )}
      {preview && (
        <figure className="df-file__preview">
          {preview.type === 'application/pdf' ? (
            <iframe src={preview.url} title={`${label}: your uploaded PDF`} />
          ) : (
            <img src={preview.url} alt={`${label}: your uploaded image`} />
          )}
          <figcaption>
            <button type="button" className="button button--link" onClick={() => showPreview(null)}>
              Close preview
            </button>
          </figcaption>
        </figure>
      )}
    </div>
  );
}
