import { useId, type Ref } from 'react';
import { UPLOAD_EXTENSIONS } from 'common';
import { documentFileProblem } from './documentUpload.ts';

/**
 * What the chooser accepts: the extensions, and the types, so a phone's chooser offers its camera and photo library
 * beside its files.
 */
const ACCEPT = [
  ...UPLOAD_EXTENSIONS.map((extension) => `.${extension}`),
  'image/png',
  'image/jpeg',
  'application/pdf',
].join(',');

/** Props of the document file chooser. */
export interface DocumentFileInputProps {
  label: string;
  /** The chosen file, or null when none is (or it was refused). */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The refusal or upload failure to show under the chooser ('' for none). */
  error: string;
  onError: (message: string) => void;
  /** The fraction sent while uploading (0..1), or null when not uploading. */
  progress: number | null;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The chooser of a document's file (part 2 §4.6, §5.9): PNG, JPG or PDF, any letter case, at most 106,000,000 bytes,
 * checked when chosen (a refused file clears the chooser and says why; choosing a file clears the message); on a
 * phone, a second button takes a photo with the camera. While the file is sent, a progress bar shows how much went.
 */
export function DocumentFileInput(props: DocumentFileInputProps) {
  const { label, file, onChange, error, onError, progress, disabled = false, inputRef } = props;
  const id = useId();

  const choose = (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    const problem = chosen ? documentFileProblem(chosen) : undefined;
    if (!chosen || problem) {
      input.value = '';
      onChange(null);
      onError(problem ?? '');
      return;
    }
    onError('');
    onChange(chosen);
  };

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className="doc-field doc-file">
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="doc-hint">
        PNG, JPG or PDF, up to 100 MB.
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => choose(event.target)}
      />
      {/* Shown on touch screens only (documents.css): a photo straight from the camera. */}
      <span className="doc-file__camera">
        <input
          id={`${id}-camera`}
          className="visually-hidden"
          type="file"
          accept="image/jpeg"
          capture="environment"
          disabled={disabled}
          onChange={(event) => choose(event.target)}
        />
        <label className="button button--secondary" htmlFor={`${id}-camera`}>
          Take a photo
        </label>
      </span>
      {file && progress === null && <p className="doc-hint">Chosen file: {file.name}</p>}
      {progress !== null && (
        <div className="doc-progress">
          <label htmlFor={`${id}-progress`}>Uploading {file?.name ?? 'the file'}…</label>
          <progress id={`${id}-progress`} max={100} value={Math.round(progress * 100)}>
            {Math.round(progress * 100)}%
          </progress>
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </div>
      )}
      {error && (
        <p id={errorId} className="doc-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
