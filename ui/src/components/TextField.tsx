import { useId, type InputHTMLAttributes } from 'react';

/** Props of a labelled text input. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  invalid?: boolean;
  hint?: string;
}

/** A labelled input; invalid sets aria-invalid (dark red highlight) and a hint is tied by aria-describedby. */
export function TextField({ label, value, onValueChange, invalid, hint, id, ...input }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        {...input}
        id={inputId}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
