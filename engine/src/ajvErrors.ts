import type { ErrorObject } from 'ajv';
import type { FormDefinition } from './definition.ts';
import { messageFor } from './messages.ts';
import { dataPathOf, fieldPathsOf, messageKeyOf, schemaAtPath, topLevelFieldOf } from './paths.ts';

/**
 * From ajv's errors to the definition's words. Imports no ajv code, so the browser can use it with
 * precompiled validators.
 */

/** One failing field with the words to show. */
export interface FieldError {
  /** Dotted data path (`contEmail`, `applicants.1.email`). */
  path: string;
  /** Top-level field the path belongs to. */
  field: string;
  /** JSON Schema keyword that failed (`required`, `format`, ...). */
  keyword: string;
  message: string;
  /** A form-level message this error brings (the combined wording of the stage 6 checks). */
  formMessage?: string;
}

// Keywords that only repeat an error already reported on a nested rule.
const WRAPPER_KEYWORDS = new Set(['if', 'anyOf', 'oneOf', 'allOf']);

function errorPath(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  return dataPathOf(error.instancePath, params.missingProperty ?? params.additionalProperty);
}

/** Turns ajv errors into field errors with the definition's words: one per path, in field order. */
export function toFieldErrors(definition: FormDefinition, ajvErrors: readonly ErrorObject[]): FieldError[] {
  const byPath = new Map<string, FieldError>();
  for (const error of ajvErrors) {
    if (WRAPPER_KEYWORDS.has(error.keyword)) continue;
    const path = errorPath(error);
    const existing = byPath.get(path);
    // A missing value explains everything else about the field.
    if (existing && !(error.keyword === 'required' && existing.keyword !== 'required')) continue;
    const format = schemaAtPath(definition.schema, path)?.format;
    byPath.set(path, {
      path,
      field: topLevelFieldOf(path),
      keyword: error.keyword,
      message: messageFor(definition, path, error.keyword, format),
    });
  }
  return sortFieldErrors(definition, [...byPath.values()]);
}

/**
 * Field errors in the order the fields are shown, row by row (all of row 0's fields before row 1's), so focus goes
 * to the first one on the page.
 */
export function sortFieldErrors(definition: FormDefinition, errors: readonly FieldError[]): FieldError[] {
  return sortByDisplayOrder(definition, errors, (error) => error.path);
}

/** Items keyed by a data path (errors of any shape) in the order their fields are shown, row by row. */
export function sortByDisplayOrder<E>(
  definition: FormDefinition,
  items: readonly E[],
  pathOf: (item: E) => string,
): E[] {
  // Nothing to order (the usual case of a valid save): the definition's field list is not worked out.
  if (items.length < 2) return [...items];
  const order = fieldPathsOf(definition.schema, definition.uiSchema);
  const rank = (key: string) => {
    const index = order.indexOf(key);
    return index === -1 ? order.length : index;
  };
  // Each segment's position: a row's number, or a named field's place in the display order.
  const positions = (path: string) => {
    const segments = path.split('.');
    return segments.map((segment, i) =>
      /^\d+$/.test(segment) ? Number(segment) : rank(messageKeyOf(segments.slice(0, i + 1).join('.'))),
    );
  };
  const compare = (a: E, b: E) => {
    const left = positions(pathOf(a));
    const right = positions(pathOf(b));
    for (let i = 0; i < Math.min(left.length, right.length); i++) {
      const difference = (left[i] ?? 0) - (right[i] ?? 0);
      if (difference !== 0) return difference;
    }
    return left.length - right.length;
  };
  return [...items].sort(compare);
}

/** Sets each ajv error's message to the definition's words (for @rjsf/validator-ajv8's localizer hook). */
export function localizeAjvErrors(definition: FormDefinition): (errors?: ErrorObject[] | null) => void {
  return (errors) => {
    for (const error of errors ?? []) {
      const path = errorPath(error);
      error.message = messageFor(definition, path, error.keyword, schemaAtPath(definition.schema, path)?.format);
    }
  };
}
