import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.ts';
import { ruleRequiredFields, withRuleRequiredMarks } from './requiredMarks.ts';
import { valueAt } from './paths.ts';

const optionsAt = (uiSchema: unknown, path: string) =>
  valueAt(uiSchema, `${path.replaceAll('*', 'items')}.ui:options`) as Record<string, unknown> | undefined;

describe('required marks from requiredWhen rules', () => {
  const definition = {
    schema: {
      type: 'object',
      properties: {
        coBorrowerIndicator: { type: 'boolean' },
        coborrower: { type: 'object', properties: { firstName: { type: 'string' } } },
        rows: { type: 'array', items: { type: 'object', properties: { amount: { type: 'number' } } } },
      },
    },
    uiSchema: { rows: { items: { amount: { 'ui:options': { money: true } } } } },
    rules: [
      { kind: 'requiredWhen', path: 'coborrower', when: { path: 'coBorrowerIndicator', truthy: true } },
      { kind: 'requiredWhen', path: 'coborrower.firstName', when: { path: 'coBorrowerIndicator', truthy: true } },
      { kind: 'requiredWhen', path: 'rows.*.amount', when: { path: 'rows.*.amount', truthy: true } },
      { kind: 'distinct', paths: ['coborrower.firstName'], message: 'x' },
    ],
  } as unknown as FormDefinition;

  it('names the fields a requiredWhen rule requires, leaving out objects and other rules', () => {
    expect(ruleRequiredFields(definition)).toEqual(['coborrower.firstName', 'rows.*.amount']);
  });

  it('marks them in a copy of the UI hints, keeping their other options', () => {
    const marked = withRuleRequiredMarks(definition, definition.uiSchema);
    expect(optionsAt(marked, 'coborrower.firstName')).toEqual({ requiredMark: true });
    expect(optionsAt(marked, 'rows.*.amount')).toEqual({ money: true, requiredMark: true });
    expect(optionsAt(marked, 'coborrower')).toBeUndefined();
    expect(definition.uiSchema).toEqual({ rows: { items: { amount: { 'ui:options': { money: true } } } } });
  });
});
