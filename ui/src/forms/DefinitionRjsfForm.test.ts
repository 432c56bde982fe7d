import Form, { type FormProps, type FormState } from '@rjsf/core';
import type { FieldPathList } from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDefinitionValidator, type FormData } from './definitionValidator.ts';
import { DefinitionRjsfForm } from './DefinitionRjsfForm.ts';
import { copyAlongPath } from './pathCopy.ts';
import { asJson, leavesOf, otherAnswers, RENDERED_SOURCES, spreadOf, withValueAt } from './testing/answerChanges.ts';
import { FORM_STATE_BEHAVIOR } from './theme/formStateBehavior.ts';

/** RJSF's Form's private change step, as the form's `onChange` calls it. */
type ProcessChange = (
  change: { newValue: unknown; path: FieldPathList },
  isLast: boolean,
  prevState: FormState<FormData>,
  props: FormProps<FormData>,
) => Partial<FormState<FormData>>;

const processChangeOf = (form: Form<FormData>) =>
  (form as unknown as { processChange: ProcessChange }).processChange.bind(form);

/** `value` frozen all the way down: writing to any part of it throws (test modules are strict). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const member of Object.values(value)) deepFreeze(member);
  }
  return value;
}

describe('copyAlongPath', () => {
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), tie('value'), { maxKeys: 4 }),
    ),
  })).value;
  const path = fc.array(fc.oneof(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.nat(4)), { minLength: 1, maxLength: 5 });

  it('lets a value be set anywhere in the copy, as in a whole copy, leaving the data as it was', () => {
    fc.assert(
      fc.property(json, path, fc.string(), (data, at, value) => {
        const container = { root: data };
        const before = structuredClone(container);
        const whole = structuredClone(container);
        const copy = copyAlongPath(deepFreeze(container), ['root', ...at]);
        // RJSF's own setter, as its change step uses it on the copy.
        const set = (target: unknown) => {
          let node = target as Record<string | number, unknown>;
          for (const segment of ['root', ...at].slice(0, -1)) {
            if (typeof node[segment] !== 'object' || node[segment] === null) node[segment] = {};
            node = node[segment] as Record<string | number, unknown>;
          }
          node[at.at(-1) as string | number] = value;
        };
        let wholeThrew = false;
        try {
          set(whole);
        } catch {
          wholeThrew = true;
        }
        if (wholeThrew) return;
        set(copy);
        expect(copy).toEqual(whole);
        expect(container).toEqual(before);
      }),
    );
  });

  it('shares every part off the path', () => {
    const data = {
      people: [
        { name: 'A', rows: [{ a: 1 }] },
        { name: 'B', rows: [{ a: 2 }] },
      ],
      other: { c: 1 },
    };
    const copy = copyAlongPath(data, ['people', 1, 'rows', 0, 'a']);
    expect(copy).not.toBe(data);
    expect(copy.people).not.toBe(data.people);
    expect(copy.people[1]).not.toBe(data.people[1]);
    expect(copy.people[1]?.rows[0]).not.toBe(data.people[1]?.rows[0]);
    expect(copy.people[0]).toBe(data.people[0]);
    expect(copy.other).toBe(data.other);
  });
});

describe("DefinitionRjsfForm's change step", () => {
  it('makes the same data as RJSF after any one answer changes, never writing to the previous state', async () => {
    let checked = 0;
    for (const { folder, definition, schema, fixtures } of RENDERED_SOURCES) {
      const validator = await loadDefinitionValidator(definition);
      for (const fixture of fixtures) {
        const props: FormProps<FormData> = {
          schema,
          validator,
          formData: fixture,
          experimental_defaultFormStateBehavior: FORM_STATE_BEHAVIOR,
        };
        const stock = new Form<FormData>(props);
        const leaves = leavesOf(stock.state.formData, schema).filter((leaf) => leaf.path.length > 0);
        for (const leaf of spreadOf(leaves, 15)) {
          for (const newValue of otherAnswers(leaf)) {
            // A form as rendered with the fixture, whose state's data cannot be written to.
            const ours = new DefinitionRjsfForm(props);
            const previous = ours.state;
            deepFreeze(previous.formData);
            const where = `${folder} ${leaf.path.join('.')} = ${JSON.stringify(newValue)}`;
            const change = { newValue, path: leaf.path };
            // Whatever RJSF clones, the whole record is not among it.
            const clone = globalThis.structuredClone;
            const cloned: unknown[] = [];
            globalThis.structuredClone = ((value: unknown) => (cloned.push(value), clone(value))) as typeof clone;
            let changed: Partial<FormState<FormData>>;
            try {
              changed = processChangeOf(ours)(change, true, previous, props);
            } finally {
              globalThis.structuredClone = clone;
            }
            expect(cloned, where).not.toContain(previous.formData);
            const expected = processChangeOf(stock)(change, true, stock.state, props);
            expect(asJson(changed.formData), where).toEqual(asJson(expected.formData));
            if (newValue !== undefined) {
              expect(asJson(changed.formData), where).toEqual(
                asJson(withValueAt(previous.formData as FormData, leaf.path, newValue)),
              );
            }
            // After an answer of the field's kind (not a cleared one or one outside its options, which make RJSF
            // work the defaults out again), what lies beside the changed answer's top-level part is the previous
            // state's own.
            if (newValue === undefined || newValue === 'not-an-option') continue;
            const top = leaf.path[0] as string;
            for (const key of Object.keys(previous.formData ?? {}).filter((other) => other !== top)) {
              expect(changed.formData?.[key], where).toBe(previous.formData?.[key]);
            }
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });
});
