import { useId } from 'react';
import { acceptsKeystroke, maxLengthFor, rangeMessage, type InputKind } from './inputRules.ts';

/** Props of one calculator input. */
export interface CalculatorFieldProps {
  label: string;
  kind: InputKind;
  value: string;
  onValueChange(value: string): void;
  hint?: string;
  /** Overrides the input name (defaults to the label's id). */
  name?: string;
}

const UNITS: Readonly<Record<InputKind, { prefix?: string; suffix?: string }>> = {
  money: { prefix: '$' },
  rate: { suffix: '%' },
  percent: { suffix: '%' },
  years: { suffix: 'years' },
};

/**
 * A labelled calculator input that follows the input rules: a keystroke that breaks them is refused, and
 * a complete value out of range (a term of 31 years) is marked invalid with its message.
 */
export function CalculatorField({ label, kind, value, onValueChange, hint, name }: CalculatorFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = rangeMessage(kind, value);
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ');
  const { prefix, suffix } = UNITS[kind];
  return (
    <div className="field calc-field">
      <label htmlFor={id}>{label}</label>
      <div
        className={`calc-field__control${prefix ? ' calc-field__control--prefix' : ''}${suffix ? ' calc-field__control--suffix' : ''}`}
      >
        {prefix ? (
          <span className="calc-field__unit calc-field__unit--prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type="text"
          inputMode={kind === 'years' ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={maxLengthFor(kind)}
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            const next = event.target.value.trim();
            if (acceptsKeystroke(kind, next)) onValueChange(next);
          }}
        />
        {suffix ? (
          <span className="calc-field__unit calc-field__unit--suffix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {message ? (
        <span id={errorId} className="calc-field__error">
          {message}
        </span>
      ) : null}
    </div>
  );
}
