import type { RuleValue } from './definition.ts';

/**
 * How an object's fields are arranged into questions, read alike by the browser's theme and the application PDF
 * (UI hints only: no value, rule or derivation depends on them). Both are `ui:options`:
 *
 * - `groups` (an object): `[{ "title": "Race", "fields": [...], "requiredMark": true }]` gathers some of its fields
 *   into one titled question (a fieldset with its legend on screen, one labelled line on paper), drawn where its
 *   first field would be; `requiredMark` puts the asterisk on the question, whose rule says what it requires;
 * - `nestUnder` (a field): `{ "field": "hmdaAsianIndicator" }` puts the field under a flag of the same object, or
 *   `{ "field": "ethnicityType", "option": "HispanicOrLatino" }` under one option of a choice; a nested field goes
 *   wherever its parent goes (and is not listed in a group itself).
 */

/** One titled question of `ui:options.groups`. */
export interface FieldGroup {
  title: string;
  fields: string[];
  requiredMark: boolean;
}

/** Where `ui:options.nestUnder` puts a field: under a flag (no option) or one option of a choice. */
export interface NestUnder {
  field: string;
  option?: RuleValue;
}

/** A field with what is nested under it, by option (`option` absent: under the ticked flag). */
export interface LaidOutField {
  kind: 'field';
  name: string;
  nested: NestedFields[];
}

/** The fields nested under one option of a field (or under the ticked flag). */
export interface NestedFields {
  option?: RuleValue;
  fields: LaidOutField[];
}

/** A titled question and its fields. */
export interface LaidOutGroup {
  kind: 'group';
  group: FieldGroup;
  fields: LaidOutField[];
}

/** One place in an object's layout: a field on its own or a question. */
export type LaidOutItem = LaidOutField | LaidOutGroup;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optionsOf(ui: unknown): Record<string, unknown> {
  const options = isRecord(ui) ? ui['ui:options'] : undefined;
  return isRecord(options) ? options : {};
}

const isRuleValue = (value: unknown): value is RuleValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** The well-formed questions of an object's `ui:options.groups` (none when it has none). */
export function fieldGroupsOf(ui: unknown): FieldGroup[] {
  const groups = optionsOf(ui).groups;
  if (!Array.isArray(groups)) return [];
  return groups.filter(isRecord).flatMap((group) =>
    typeof group.title === 'string' && group.title.trim() && Array.isArray(group.fields)
      ? [
          {
            title: group.title,
            fields: group.fields.filter((field): field is string => typeof field === 'string'),
            requiredMark: group.requiredMark === true,
          },
        ]
      : [],
  );
}

/** The field's `ui:options.nestUnder`, if it has a well-formed one. */
export function nestUnderOf(ui: unknown): NestUnder | undefined {
  const nest = optionsOf(ui).nestUnder;
  if (!isRecord(nest) || typeof nest.field !== 'string' || !nest.field) return undefined;
  return isRuleValue(nest.option) ? { field: nest.field, option: nest.option } : { field: nest.field };
}

/** Whether an object's UI hints arrange its fields at all (questions or nesting). */
export function hasFieldLayout(ui: unknown, names: readonly string[]): boolean {
  return (
    fieldGroupsOf(ui).length > 0 || names.some((name) => nestUnderOf(isRecord(ui) ? ui[name] : undefined) !== undefined)
  );
}

/**
 * The layout of an object's fields: `names` in display order (the ones drawn or printed), each nested field under
 * its parent by option, and the questions of `groups` where their first field comes. A field whose parent is not
 * among `names` stands on its own, so nothing named is ever left out.
 */
export function layoutOf(names: readonly string[], ui: unknown): LaidOutItem[] {
  const present = new Set(names);
  const fieldUi = (name: string) => (isRecord(ui) ? ui[name] : undefined);
  const parentOf = new Map<string, NestUnder>();
  for (const name of names) {
    const nest = nestUnderOf(fieldUi(name));
    if (nest && nest.field !== name && present.has(nest.field)) parentOf.set(name, nest);
  }
  // A parent chain that comes back to a field (refused by the definition check) is cut where it loops.
  for (const name of names) {
    const seen = new Set([name]);
    for (let at = parentOf.get(name)?.field; at !== undefined; at = parentOf.get(at)?.field) {
      if (seen.has(at)) {
        parentOf.delete(name);
        break;
      }
      seen.add(at);
    }
  }
  const laidOut = (name: string): LaidOutField => {
    const nested: NestedFields[] = [];
    for (const child of names) {
      const nest = parentOf.get(child);
      if (nest?.field !== name) continue;
      const under = nested.find((block) => block.option === nest.option);
      if (under) under.fields.push(laidOut(child));
      else nested.push({ ...(nest.option === undefined ? {} : { option: nest.option }), fields: [laidOut(child)] });
    }
    return { kind: 'field', name, nested };
  };
  const groups = fieldGroupsOf(ui);
  const groupOf = (name: string) => groups.find((group) => group.fields.includes(name));
  const items: LaidOutItem[] = [];
  const drawn = new Set<FieldGroup>();
  for (const name of names) {
    if (parentOf.has(name)) continue;
    const group = groupOf(name);
    if (!group) {
      items.push(laidOut(name));
    } else if (!drawn.has(group)) {
      drawn.add(group);
      const members = names.filter((member) => !parentOf.has(member) && groupOf(member) === group);
      items.push({ kind: 'group', group, fields: members.map(laidOut) });
    }
  }
  return items;
}
