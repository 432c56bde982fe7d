import type { FieldError } from './ajvErrors.ts';
import type { FormDefinition, UiSchema } from './definition.ts';
import { messageKeyOf, topLevelFieldOf } from './paths.ts';

/**
 * What text a form accepts: well-formed Unicode (no lone UTF-16 surrogate, which no database or mail can keep)
 * and no control characters (NUL and the rest of C0 and C1, DEL), except line breaks and tabs in a multi-line
 * field (`ui:widget: textarea`). Single-line text (names, e-mails, identifiers, addresses; paths, keys and query
 * strings) also refuses the invisible characters that make text display otherwise than it is: bidirectional
 * embeddings, overrides and isolates, direction marks, zero-width characters and the byte-order mark. Multi-line
 * free text keeps them (a message may quote right-to-left text). Such text is refused with a field message, never
 * changed: nothing strips these characters on input. The server's input boundary refuses the same characters in
 * any request, so what the browser lets through is never refused there.
 */

/** Said beside a field holding characters a form does not accept, unless the definition gives a `text` message. */
export const TEXT_MESSAGE = 'Remove the special characters from this field.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- these are exactly the characters refused
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- line breaks and tabs are allowed in a multi-line field
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The invisible characters single-line text refuses: bidirectional embeddings and overrides (U+202A–U+202E) and
 * isolates (U+2066–U+2069), the direction marks (U+200E, U+200F, U+061C), zero-width characters (U+200B–U+200D,
 * U+2060–U+2064, U+180E) and the byte-order mark (U+FEFF).
 */
const INVISIBLE_FORMATTING = /[\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

const INVISIBLE_FORMATTING_ALL = new RegExp(INVISIBLE_FORMATTING.source, 'g');
// eslint-disable-next-line no-control-regex -- exactly the characters single-line text refuses
const CONTROL_SINGLE_LINE_ALL = /[\u0000-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Single-line text as a file meant for another system must carry it: without the characters single-line fields
 * refuse (invisible formatting, control characters, lone surrogates). Input never holds them, since they are refused
 * there; a value stored before a rule existed, or from elsewhere, still never reaches a lender file with them.
 */
export function withoutRefusedCharacters(value: string): string {
  return value
    .replace(INVISIBLE_FORMATTING_ALL, '')
    .replace(CONTROL_SINGLE_LINE_ALL, '')
    .replace(LONE_SURROGATE_ALL, '');
}

/** White space at either end of a text, except the byte-order mark (which String.prototype.trim removes). */
const OUTER_SPACE = /^[^\S\uFEFF]+|[^\S\uFEFF]+$/g;

/**
 * True for text a field accepts (see above); `multiline` (free text: a textarea) allows line breaks, tabs and the
 * invisible formatting characters.
 */
export function isAcceptedText(value: string, multiline: boolean): boolean {
  if (LONE_SURROGATE.test(value)) return false;
  if (multiline) return !CONTROL_MULTI_LINE.test(value);
  return !CONTROL_SINGLE_LINE.test(value) && !INVISIBLE_FORMATTING.test(value);
}

/**
 * The text without white space at either end. Unlike String.prototype.trim it keeps a byte-order mark, so a value
 * holding one is refused for it (isAcceptedText) rather than silently changed.
 */
export function trimSpace(value: string): string {
  return value.replace(OUTER_SPACE, '');
}

function uiAt(uiSchema: UiSchema, key: string): UiSchema {
  let current: unknown = uiSchema;
  for (const segment of key.split('.')) {
    const record = typeof current === 'object' && current !== null ? (current as Record<string, unknown>) : {};
    current = record[segment === '*' ? 'items' : segment];
  }
  return typeof current === 'object' && current !== null ? (current as UiSchema) : {};
}

function isMultiline(definition: FormDefinition, path: string): boolean {
  return uiAt(definition.uiSchema, messageKeyOf(path))['ui:widget'] === 'textarea';
}

/**
 * The strings of the data a single-line field would refuse, with their paths. Almost every string passes, so the
 * walk keeps its path as segments and writes a path out only for a string that fails.
 */
function suspectStrings(value: unknown, segments: string[], found: { path: string; value: string }[]): void {
  if (typeof value === 'string') {
    if (!isAcceptedText(value, false)) found.push({ path: segments.join('.'), value });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      segments.push(String(i));
      suspectStrings(item, segments, found);
      segments.pop();
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      segments.push(key);
      suspectStrings(item, segments, found);
      segments.pop();
    }
  }
}

/** The fields of the data holding text the definition does not accept, each with its message. */
export function checkText(definition: FormDefinition, data: unknown): FieldError[] {
  const found: { path: string; value: string }[] = [];
  suspectStrings(data, [], found);
  return (
    found
      // Text a single-line field accepts is accepted by every field: only the rest needs the field's widget.
      .filter(({ path, value }) => path !== '' && !isAcceptedText(value, isMultiline(definition, path)))
      .map(({ path }) => ({
        path,
        field: topLevelFieldOf(path),
        keyword: 'text',
        message: definition.messages[messageKeyOf(path)]?.text ?? TEXT_MESSAGE,
      }))
  );
}
