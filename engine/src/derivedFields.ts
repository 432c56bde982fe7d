import type { FormDefinition, JsonSchema, RuleCondition, UiSchema } from './definition.ts';
import { conditionHolds } from './rules.ts';

/**
 * Values a record holds because of other values, worked out the same way by the browser before it validates and
 * sends, and by the server before it validates and stores (so what the browser sends for them does not matter):
 *
 * - a field hidden by its `ui:options.showWhen` (a condition on a field of the same object: the co-borrower's
 *   details while there is no co-borrower) holds nothing;
 * - the `Text` companion of a choice (`processIndicatorText` beside `processIndicator`) holds the chosen option's
 *   label from `ui:enumNames`, as the records of the spec keep both.
 */

/** The suffix of a choice's label companion. */
export const CHOICE_TEXT_SUFFIX = 'Text';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionsOf(ui: unknown): Record<string, unknown> | undefined {
  if (!isRecord(ui)) return undefined;
  const options = ui['ui:options'];
  return isRecord(options) ? options : undefined;
}

/** The condition of `ui:options.showWhen` (paths relative to the field's own object), if the field has one. */
export function showWhenOf(ui: unknown): RuleCondition | undefined {
  const condition = optionsOf(ui)?.showWhen;
  return isRecord(condition) && typeof condition.path === 'string'
    ? (condition as unknown as RuleCondition)
    : undefined;
}

/** Whether a field is shown, given the object holding it. */
export function isFieldShown(ui: unknown, holder: unknown): boolean {
  const condition = showWhenOf(ui);
  return !condition || conditionHolds(condition, holder ?? {}, []);
}

function labelOf(schema: JsonSchema, ui: unknown, value: unknown): string | undefined {
  if (!schema.enum || !isRecord(ui)) return undefined;
  const names = ui['ui:enumNames'];
  const index = schema.enum.findIndex((option) => option === value);
  return Array.isArray(names) && index !== -1 && typeof names[index] === 'string' ? names[index] : undefined;
}

function deriveObject(schema: JsonSchema, ui: UiSchema | undefined, value: unknown): unknown {
  if (!isRecord(value) || !schema.properties) return value;
  const result: Record<string, unknown> = { ...value };
  for (const [name, child] of Object.entries(schema.properties)) {
    const childUi = ui?.[name];
    if (!isFieldShown(childUi, value)) {
      delete result[name];
      delete result[`${name}${CHOICE_TEXT_SUFFIX}`];
      continue;
    }
    if (child.type === 'object' && name in result)
      result[name] = deriveObject(child, childUi as UiSchema, result[name]);
    const companion = `${name}${CHOICE_TEXT_SUFFIX}`;
    if (schema.properties[companion] && child.enum) {
      const label = labelOf(child, childUi, result[name]);
      if (label === undefined) delete result[companion];
      else result[companion] = label;
    }
  }
  return result;
}

/** The record with hidden fields emptied and every choice's label companion set from the chosen option. */
export function deriveFields<T>(definition: Pick<FormDefinition, 'schema' | 'uiSchema'>, data: T): T {
  return deriveObject(definition.schema, definition.uiSchema, data) as T;
}
