import { isAcceptedText, TEXT_MESSAGE, trimSpace } from 'engine';
import { type FieldProblem } from 'common';

/**
 * Messages shown under the fields of the forms written by hand (the sign-in and sign-up popup, the staff pages),
 * by field name: the engine's word on text a single-line field does not accept, checked before sending, and a
 * refused call's `fieldErrors`.
 */

/** A field name and its message. */
export type FieldMessages = ReadonlyMap<string, string>;

/**
 * The fields whose (trimmed) value holds characters a single-line field refuses (direction controls, zero-width
 * characters, byte-order marks: engine/src/text.ts), each with the engine's message; the value is never changed.
 */
export function textMessagesOf(values: Readonly<Record<string, string>>): FieldMessages {
  return new Map(
    Object.entries(values)
      .filter(([, value]) => !isAcceptedText(trimSpace(value), false))
      .map(([field]) => [field, TEXT_MESSAGE]),
  );
}

/**
 * A refused call's field messages by field (the full path), leaving out those the form already says once (the
 * spec's 'All fields are mandatory').
 */
export function fieldMessagesOf(
  reply: { fieldErrors?: readonly FieldProblem[] },
  sayOnce: readonly string[] = [],
): FieldMessages {
  return new Map(
    (reply.fieldErrors ?? [])
      .filter((problem) => !sayOnce.includes(problem.message))
      .map((problem) => [problem.path, problem.message]),
  );
}
