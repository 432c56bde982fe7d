import type { FieldError } from './ajvErrors.ts';
import type { FormDefinition, UiSchema } from './definition.ts';
import { messageKeyOf, topLevelFieldOf } from './paths.ts';

/**
 * What text a form accepts: well-formed Unicode (no lone UTF-16 surrogate, which no database or mail can keep)
 * and no control characters (NUL and the rest of C0 and C1, DEL), except line breaks and tabs in a multi-line
 * field (`ui:widget: textarea`). The server's input boundary refuses the same characters in any request, so what
 * the browser lets through is never refused there.
 */

/** Said beside a field holding characters a form does not accept, unless the definition gives a `text` message. */
export const TEXT_MESSAGE = 'Remove the special characters from this field.';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- these are exactly the characters refused
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- line breaks and tabs are allowed in a multi-line field
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True for text a field accepts (see above); `multiline` allows line breaks and tabs. */
export function isAcceptedText(value: string, multiline: boolean): boolean {
  return !LONE_SURROGATE.test(value) && !(multiline ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);
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
