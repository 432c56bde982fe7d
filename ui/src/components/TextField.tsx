import { useId, type InputHTMLAttributes } from 'react';

/** Props of a labelled text input. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  invalid?: boolean;
  hint?: string;
  /** The field's own message (what is wrong with it), shown under it; it marks the field invalid too. */
  error?: string;
}

/**
 * A labelled input; invalid (or an error) sets aria-invalid (dark red highlight), and the error and the hint are tied
 * by aria-describedby.
 */
export function TextField({ label, value, onValueChange, invalid, hint, error, id, ...input }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        id={inputId}
        value={value}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
