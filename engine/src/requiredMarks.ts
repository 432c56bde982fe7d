import type { FormDefinition, UiSchema } from './definition.ts';
import { schemaAtPath } from './paths.ts';

/**
 * The required mark of a field a rule requires. A field the schema requires is marked by the renderer from the
 * schema; a conditionally required one is required by a `requiredWhen` rule instead (a hidden field must not fail),
 * and the rule is what makes it required, so the mark is read from the rule too: a definition does not have to say it
 * twice, and a rule added in the studio without `ui:options.requiredMark` still shows its asterisk. `requiredMark`
 * stays for what no `requiredWhen` names (a titled question of `groups`, whose rule is `atLeastOne` or
 * `personChecks`).
 */

/**
 * The fields the definition's `requiredWhen` rules require, as the rules name them (`residences.*.rent`); objects,
 * which draw no label of their own, are left out.
 */
export function ruleRequiredFields(definition: Pick<FormDefinition, 'schema' | 'rules'>): string[] {
  const fields = new Set<string>();
  for (const rule of definition.rules ?? []) {
    if (rule.kind !== 'requiredWhen') continue;
    const schema = schemaAtPath(definition.schema, rule.path);
    if (schema && schema.type !== 'object') fields.add(rule.path);
  }
  return [...fields];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The UI hints with `ui:options.requiredMark` set on every field a `requiredWhen` rule requires, for the renderer
 * (`uiSchema` is not changed: the nodes on those paths are copies).
 */
export function withRuleRequiredMarks(
  definition: Pick<FormDefinition, 'schema' | 'rules'>,
  uiSchema: UiSchema,
): UiSchema {
  const marked: UiSchema = { ...uiSchema };
  for (const path of ruleRequiredFields(definition)) {
    let node = marked;
    for (const segment of path.split('.')) {
      const key = segment === '*' ? 'items' : segment;
      const child = node[key];
      const copy: UiSchema = isRecord(child) ? { ...child } : {};
      node[key] = copy;
      node = copy;
    }
    const options = node['ui:options'];
    node['ui:options'] = { ...(isRecord(options) ? options : {}), requiredMark: true };
  }
  return marked;
}
