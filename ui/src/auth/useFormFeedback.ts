import { useState } from 'react';
import type { Envelope } from '../api/client.ts';
import { fieldMessagesOf, type FieldMessages } from '../api/fieldMessages.ts';
import { AUTH_MESSAGES } from './fieldRules.ts';

/** The outcome line of a form, the names of the fields to highlight and their own messages. */
export interface FormFeedback {
  message: { text: string; tone: 'error' | 'success' };
  invalid: ReadonlySet<string>;
  /** Messages shown under their fields (text a field does not accept, the server's word on a field). */
  fieldMessages: FieldMessages;
  busy: boolean;
  fail(text: string, fields?: readonly string[], fieldMessages?: FieldMessages): void;
  /** A refused call: its statusText, the fields it names, and their own messages but the mandatory one. */
  refuse(reply: Envelope<unknown>): void;
  succeed(text: string): void;
  setBusy(busy: boolean): void;
}

/** State shared by the account forms: message, highlighted fields and the busy flag during a call. */
export function useFormFeedback(): FormFeedback {
  const [message, setMessage] = useState<FormFeedback['message']>({ text: '', tone: 'error' });
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [fieldMessages, setFieldMessages] = useState<FieldMessages>(new Map());
  const [busy, setBusy] = useState(false);
  const fail = (text: string, fields: readonly string[] = [], messages: FieldMessages = new Map()) => {
    setMessage({ text, tone: 'error' });
    setInvalid(new Set([...fields, ...messages.keys()]));
    setFieldMessages(messages);
  };
  return {
    message,
    invalid,
    fieldMessages,
    busy,
    fail,
    refuse: (reply) => fail(reply.statusText, reply.errors, fieldMessagesOf(reply, [AUTH_MESSAGES.mandatory])),
    succeed: (text) => {
      setMessage({ text, tone: 'success' });
      setInvalid(new Set());
      setFieldMessages(new Map());
    },
    setBusy,
  };
}
