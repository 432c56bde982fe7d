import type { FormDefinition } from './definition.ts';
import type { EngineFormat } from './formats.ts';
import { messageKeyOf } from './paths.ts';

/** Shown above a form that has errors (part 1 §5, part 2 §5.7). */
export const FORM_ERROR_MESSAGE = 'You have some errors. Please fix and proceed.';

/**
 * 'We will get back to you': the reply to every public request a person of ours answers (contact, support, quote,
 * call-back, branch; part 2 §8), and the heart of their confirmation mails.
 */
export const WE_WILL_GET_BACK_MESSAGE = 'Thank you for contacting us. We will get back to you ASAP.';

/** The spec's wording for a value that fails a format, used when a definition names no message of its own. */
export const DEFAULT_FORMAT_MESSAGES: Readonly<Record<EngineFormat, string>> = {
  phone: 'Enter valid phone number',
  email: 'Enter valid email',
  zip: 'Enter valid zip code',
  ssn: 'Enter valid SSN',
  'us-date': 'Enter valid date',
  'date-of-birth': 'Enter valid date of birth',
  money: 'Enter valid amount',
};

/**
 * Said at an SSN that another person on the same application already gives (each person has their own), when the
 * definition names no `distinct` message of its own for the field.
 */
export const SHARED_SSN_MESSAGE = 'This SSN is already given for another person on this application';

/**
 * Said at a zip code whose state is not the one given beside it ({state}: the zip's state), when the definition names
 * no `zipState` message of its own for the field.
 */
export const ZIP_STATE_MESSAGE = 'This zip code is in {state}: check the zip code or the state';

/** Last resort for a failing field the definition gives no words for (the meta-check keeps this rare). */
export const FALLBACK_MESSAGE = 'Enter a valid value';

/**
 * The words for one failing rule on one field: the definition's message for that rule, else its `invalid`
 * message, else the spec's wording for the field's format.
 */
export function messageFor(definition: FormDefinition, path: string, keyword: string, format?: string): string {
  const messages = definition.messages[messageKeyOf(path)];
  const own = messages?.[keyword] ?? (keyword === 'required' ? undefined : messages?.invalid);
  if (own) return own;
  if (format && format in DEFAULT_FORMAT_MESSAGES) return DEFAULT_FORMAT_MESSAGES[format as EngineFormat];
  return messages?.invalid ?? FALLBACK_MESSAGE;
}
