import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { maskSsnKeystrokes } from 'engine';
import { BaseInput } from './BaseInput.tsx';

/**
 * A Social Security number: digits only with the dashes of ###-##-#### put in while typing, drawn as dots until
 * the person presses Show (a text input whose characters are masked by CSS, so it is never offered to password
 * managers), with autocomplete off.
 */
export function SsnWidget(props: WidgetProps) {
  const { id, label, disabled, options } = props;
  const [shown, setShown] = useState(false);
  return (
    <div className={shown ? 'df-ssn' : 'df-ssn df-ssn--masked'}>
      <BaseInput
        {...props}
        options={{ ...options, autocomplete: 'off' }}
        kind={{ inputType: 'text', keyboard: 'numeric' }}
        keep={maskSsnKeystrokes}
      />
      <button
        type="button"
        className="df-reveal"
        aria-controls={id}
        disabled={disabled}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? 'Hide' : 'Show'}
        <span className="visually-hidden"> {label}</span>
      </button>
    </div>
  );
}
