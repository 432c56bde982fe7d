import { useState } from 'react';

/** The outcome line of a form and the names of the fields to highlight. */
export interface FormFeedback {
  message: { text: string; tone: 'error' | 'success' };
  invalid: ReadonlySet<string>;
  busy: boolean;
  fail(text: string, fields?: readonly string[]): void;
  succeed(text: string): void;
  setBusy(busy: boolean): void;
}

/** State shared by the account forms: message, highlighted fields and the busy flag during a call. */
export function useFormFeedback(): FormFeedback {
  const [message, setMessage] = useState<FormFeedback['message']>({ text: '', tone: 'error' });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  return {
    message,
    invalid,
    busy,
    fail: (text, fields = []) => {
      setMessage({ text, tone: 'error' });
      setInvalid(new Set(fields));
    },
    succeed: (text) => {
      setMessage({ text, tone: 'success' });
      setInvalid(new Set());
    },
    setBusy,
  };
}
