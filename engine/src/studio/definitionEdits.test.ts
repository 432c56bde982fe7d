import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The edits are tried on the real definitions (a test only: the engine itself never reads forms/).
// eslint-disable-next-line no-restricted-imports
import { FORM_SOURCES } from 'forms';
import type { FormDefinition, RuleCondition } from '../definition.ts';
import { checkDefinition } from '../metaSchema.ts';
import { fieldPathsOf, schemaAtPath } from '../paths.ts';
import { personalPathsOf } from '../personalFields.ts';
import { FIELD_KINDS } from './fieldKinds.ts';
import {
  addField,
  conditionChoices,
  DefinitionEditError,
  fieldKeyFromTitle,
  fieldSettings,
  fieldTree,
  moveField,
  moveFieldToStep,
  moveStep,
  optionMovesOf,
  optionUses,
  removeField,
  setFieldDescription,
  setFieldFormat,
  setFieldLimits,
  setFieldLookup,
  setFieldMessage,
  setFieldOptions,
  setFieldPattern,
  setFieldPersonal,
  setFieldPlaceholder,
  setFieldRequired,
  setFieldTitle,
  setOptionMoves,
  setRequiredWhen,
  setShownWhen,
  treePaths,
} from './definitionEdits.ts';
import { migrateAnswers } from './recordMigration.ts';

function definition(folder: string): FormDefinition {
  const found = FORM_SOURCES.find((source) => source.folder === folder);
  if (!found) throw new Error(`no ${folder}`);
  return found.definition as FormDefinition;
}

/** A definition frozen deeply, so an edit that changes its input fails the test. */
function frozen(folder: string): FormDefinition {
  const copy = structuredClone(definition(folder));
  const freeze = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    Object.freeze(value);
    Object.values(value).forEach(freeze);
  };
  freeze(copy);
  return copy;
}

function expectValid(next: FormDefinition) {
  const check = checkDefinition(next);
  expect(check.ok ? [] : check.problems).toEqual([]);
}

const contact = frozen('contact/v2');
const stage3 = frozen('application-stage3/v1');
const stage6 = frozen('application-stage6/v2');
const preapproval = frozen('preapproval/v1');

describe('fieldTree', () => {
  it('lists a form without steps in display order, with kinds and flags', () => {
    const tree = fieldTree(contact);
    expect(tree.steps).toEqual([]);
    expect(tree.unplaced.map((node) => node.path)).toEqual(contact.uiSchema['ui:order']);
    const phone = tree.unplaced.find((node) => node.path === 'contPhone');
    expect(phone).toMatchObject({ title: 'Phone', kind: 'phone', required: true, personal: false, children: [] });
    expect(tree.unplaced.find((node) => node.path === 'contMessage')?.kind).toBe('textarea');
    expect(tree.unplaced.find((node) => node.path === 'contLoanType')?.kind).toBe('SelectWidget');
  });

  it('lists a stepped form by step, with the rows of lists and required-when fields', () => {
    const tree = fieldTree(stage3);
    expect(tree.steps.map((step) => step.id)).toEqual(['stage3']);
    const [applications] = tree.steps[0]?.fields ?? [];
    expect(applications).toMatchObject({ path: 'applications', kind: 'list', step: 'stage3' });
    const paths = treePaths(tree);
    expect(paths).toContain('applications.*.applicant.dependentsAgesDescription');
    const node = (path: string) => {
      const walk = (nodes: typeof tree.unplaced): typeof applications => {
        for (const candidate of nodes) {
          if (candidate.path === path) return candidate;
          const found = walk(candidate.children);
          if (found) return found;
        }
        return undefined;
      };
      return walk(tree.steps[0]?.fields ?? []);
    };
    expect(node('applications.*.applicant.dependentsAgesDescription')).toMatchObject({ requiredWhen: true });
    expect(paths.filter((path) => personalPathsOf(stage3).includes(path))).toEqual(
      personalPathsOf(stage3).filter((path) => paths.includes(path)),
    );
  });

  it('places every field of every definition once', () => {
    for (const source of FORM_SOURCES) {
      const form = source.definition as FormDefinition;
      const paths = treePaths(fieldTree(form));
      const expected = fieldPathsOf(form.schema, form.uiSchema).filter((path) => !path.endsWith('*'));
      expect(new Set(paths), source.folder).toEqual(new Set(expected));
    }
  });
});

describe('fieldSettings', () => {
  it('reads what the panel shows', () => {
    const settings = fieldSettings(contact, 'contLoanType');
    expect(settings).toMatchObject({
      title: 'Loan type',
      placeholder: 'Select',
      required: true,
      optionsEditable: true,
      messages: { required: 'Loan type is required', invalid: 'Select a loan type' },
    });
    expect(settings.options?.map((option) => option.value)).toEqual(['Conventional', 'VA', 'FHA', 'USDA']);
    expect(fieldSettings(contact, 'contName')).toMatchObject({ maxLength: 100 });
    expect(() => fieldSettings(contact, 'nothing')).toThrow(DefinitionEditError);
  });

  it('gives a shown-when condition with whole paths and a lookup binding', () => {
    const settings = fieldSettings(stage3, 'applications.*.applicant.maritalStatusType');
    expect(settings.lookup).toBe(20);
    expect(settings.optionsEditable).toBe(false);
    const found = fieldPathsOf(stage3.schema, stage3.uiSchema).find(
      (path) => fieldSettings(stage3, path).shownWhen !== undefined,
    );
    expect(found).toBeDefined();
    const condition = fieldSettings(stage3, found ?? '').shownWhen as { path?: string; all?: unknown };
    const tested = JSON.stringify(condition).match(/"path":"([^"]+)"/)?.[1] ?? '';
    expect(schemaAtPath(stage3.schema, tested.replace(/\.\d+\./g, '.*.'))).toBeDefined();
  });

  it('offers as condition fields only questions in the same row', () => {
    const choices = conditionChoices(stage3, 'applications.*.applicant.dependentsAgesDescription').map((c) => c.path);
    expect(choices).toContain('applications.*.applicant.dependentIndicator');
    expect(choices).not.toContain('applications.*.applicant.dependentsAgesDescription');
    expect(choices.some((path) => path.startsWith('applications.*.residences.*'))).toBe(false);
    const flag = conditionChoices(stage3, 'applications.*.applicant.dependentsAgesDescription').find(
      (c) => c.path === 'applications.*.applicant.dependentIndicator',
    );
    expect(flag?.options?.length).toBeGreaterThan(0);
  });
});

describe('words and limits', () => {
  it('sets the title, help and placeholder without touching the rest', () => {
    const next = setFieldPlaceholder(
      setFieldDescription(setFieldTitle(contact, 'contName', '  Full   name '), 'contName', 'As on your ID'),
      'contName',
      'Jordan Rivera',
    );
    expect(next.schema.properties?.contName).toMatchObject({ title: 'Full name', description: 'As on your ID' });
    expect(next.uiSchema.contName).toEqual({ 'ui:autocomplete': 'name', 'ui:placeholder': 'Jordan Rivera' });
    expect(next.schema.properties?.contPhone).toBe(contact.schema.properties?.contPhone);
    expect(next.messages).toBe(contact.messages);
    expect(setFieldPlaceholder(next, 'contName', '').uiSchema.contName).toEqual({ 'ui:autocomplete': 'name' });
    expect(() => setFieldTitle(contact, 'contName', ' ')).toThrow('A field needs a title.');
    expectValid(next);
  });

  it('sets lengths and refuses a minimum above the maximum', () => {
    const next = setFieldLimits(contact, 'contName', { minLength: 2, maxLength: 60 });
    expect(next.schema.properties?.contName).toMatchObject({ minLength: 2, maxLength: 60 });
    expect(setFieldLimits(next, 'contName', { minLength: undefined }).schema.properties?.contName?.minLength).toBe(
      undefined,
    );
    expect(() => setFieldLimits(contact, 'contName', { minLength: 200 })).toThrow('shortest length is more');
    expect(() => setFieldLimits(contact, 'contName', { maxLength: -1 })).toThrow('whole number');
    expect(() => setFieldLimits(contact, 'contName', { minimum: 1 })).toThrow('Only a number field');
    expectValid(next);
  });

  it('sets a format and a pattern, refusing unknown formats and broken patterns', () => {
    const next = setFieldPattern(setFieldFormat(contact, 'contCity', 'zip'), 'contName', '^[A-Za-z ]+$');
    expect(next.schema.properties?.contCity?.format).toBe('zip');
    expect(next.schema.properties?.contName?.pattern).toBe('^[A-Za-z ]+$');
    expect(() => setFieldFormat(contact, 'contCity', 'uri')).toThrow('not a format');
    expect(() => setFieldPattern(contact, 'contName', '([a-z')).toThrow('not a valid regular expression');
    expectValid(next);
  });

  it('marks a field personal, but never clears an SSN', () => {
    const next = setFieldPersonal(contact, 'contZip', true);
    expect(personalPathsOf(next)).toEqual(['contZip']);
    expect(personalPathsOf(setFieldPersonal(next, 'contZip', false))).toEqual([]);
    const ssnPath = personalPathsOf(stage3).find((path) => schemaAtPath(stage3.schema, path)?.format === 'ssn');
    if (ssnPath) expect(() => setFieldPersonal(stage3, ssnPath, false)).toThrow('always personal');
    expectValid(next);
  });

  it('rewords a message and refuses to drop the one a required field needs', () => {
    const next = setFieldMessage(contact, 'contEmail', 'invalid', 'That email address does not look right');
    expect(next.messages.contEmail).toEqual({
      required: 'Email is required',
      invalid: 'That email address does not look right',
    });
    expect(() => setFieldMessage(contact, 'contEmail', 'required', '')).toThrow('needs the message');
    expect(setFieldMessage(contact, 'contEmail', 'invalid', '').messages.contEmail).toEqual({
      required: 'Email is required',
    });
    expectValid(next);
  });
});

describe('required, required-when and shown-when', () => {
  it('makes a field optional and required again, wording its message when it has none', () => {
    const optional = setFieldRequired(contact, 'contCity', false);
    expect(optional.schema.required).not.toContain('contCity');
    const added = addField(contact, { parentPath: '', title: 'Best time to call', widget: 'radio' });
    const required = setFieldRequired(added.definition, added.path, true);
    expect(required.schema.required).toContain('bestTimeToCall');
    expect(required.messages.bestTimeToCall?.required).toBe('Best time to call is required');
    expectValid(optional);
    expectValid(required);
  });

  it('sets and clears a required-when rule from a structured condition', () => {
    const when: RuleCondition = {
      any: [
        { path: 'contLoanType', equals: 'VA' },
        { path: 'contLoanType', in: ['FHA'] },
      ],
    };
    const next = setRequiredWhen(contact, 'contCity', when);
    expect(next.schema.required).not.toContain('contCity');
    expect(next.rules).toEqual([{ kind: 'requiredWhen', path: 'contCity', when }]);
    expect(fieldSettings(next, 'contCity').requiredWhen).toEqual(when);
    expectValid(next);
    expect(setRequiredWhen(next, 'contCity', undefined).rules).toEqual([]);
    expect(() => setRequiredWhen(contact, 'contCity', { path: 'contCity', truthy: true })).toThrow('cannot test');
    expect(() => setRequiredWhen(contact, 'contCity', { all: [] })).toThrow('at least one test');
  });

  it('replaces a rule of stage 3 in place and keeps it valid', () => {
    const path = 'applications.*.applicant.dependentsAgesDescription';
    const when: RuleCondition = { path: 'applications.*.applicant.dependentIndicator', equals: true };
    const next = setRequiredWhen(stage3, path, when);
    expect(next.rules[0]).toEqual({ kind: 'requiredWhen', path, when });
    expect(next.rules.length).toBe(stage3.rules.length);
    expectValid(next);
  });

  it('stores a shown-when condition beside the field or from the root', () => {
    const next = setShownWhen(contact, 'contCity', { path: 'contZip', truthy: true });
    expect(next.uiSchema.contCity).toEqual({
      'ui:autocomplete': 'address-level2',
      'ui:options': { showWhen: { path: 'contZip', truthy: true } },
    });
    expectValid(next);
    const inRow = setShownWhen(stage3, 'applications.*.residences.*.addressCity', {
      all: [
        { path: 'applications.*.residences.*.residencyType', equals: 'Current' },
        { path: 'applications.*.applicant.dependentIndicator', truthy: true },
      ],
    });
    const stored = fieldSettings(inRow, 'applications.*.residences.*.addressCity');
    expect(stored.shownWhen).toEqual({
      all: [
        { path: 'applications.*.residences.*.residencyType', equals: 'Current' },
        { path: 'applications.*.applicant.dependentIndicator', truthy: true },
      ],
    });
    const raw = JSON.stringify(inRow.uiSchema);
    expect(raw).toContain('"/applications.*.applicant.dependentIndicator"');
    expectValid(inRow);
    expect(setShownWhen(next, 'contCity', undefined).uiSchema.contCity).toEqual(contact.uiSchema.contCity);
  });
});

describe('options and lookups', () => {
  it('adds, relabels, reorders and removes options', () => {
    const options = fieldSettings(contact, 'contLoanType').options ?? [];
    const next = setFieldOptions(contact, 'contLoanType', [
      { value: 'USDA', label: 'USDA (rural)' },
      ...options.slice(0, 2),
      { value: 'Jumbo', label: 'Jumbo' },
    ]);
    expect(next.schema.properties?.contLoanType?.enum).toEqual(['USDA', 'Conventional', 'VA', 'Jumbo']);
    expect((next.uiSchema.contLoanType as Record<string, unknown>)['ui:enumNames']).toEqual([
      'USDA (rural)',
      'Conventional',
      'VA',
      'Jumbo',
    ]);
    expectValid(next);
    expect(() => setFieldOptions(contact, 'contLoanType', [])).toThrow('at least one');
    expect(() =>
      setFieldOptions(contact, 'contLoanType', [
        { value: 'A', label: 'A' },
        { value: 'A', label: 'B' },
      ]),
    ).toThrow('used by two options');
  });

  it('moves the answers of an option removed to one still offered, for records in progress', () => {
    const options = fieldSettings(contact, 'contLoanType').options ?? [];
    const fewer = setFieldOptions(
      contact,
      'contLoanType',
      options.filter((option) => option.value !== 'VA'),
    );
    const next = setOptionMoves({ ...fewer, version: contact.version + 1 }, 'contLoanType', { VA: 'Conventional' });
    expect(next.migration).toEqual({ options: { contLoanType: { VA: 'Conventional' } } });
    expect(optionMovesOf(next, 'contLoanType')).toEqual({ VA: 'Conventional' });
    expectValid(next);
    // A record in progress that answered VA now holds Conventional, and is asked to check it.
    const moved = migrateAnswers(contact, next, { contLoanType: 'VA', contName: 'Dana' });
    expect(moved.data).toEqual({ contLoanType: 'Conventional', contName: 'Dana' });
    expect(moved.changedFields).toContain('contLoanType');
    // Cleared, the moves leave no trace; a move from an option still offered, or to one not offered, is refused.
    expect(setOptionMoves(next, 'contLoanType', {}).migration).toBeUndefined();
    expect(() => setOptionMoves(fewer, 'contLoanType', { FHA: 'Conventional' })).toThrow('still offered');
    expect(() => setOptionMoves(fewer, 'contLoanType', { VA: 'VA' })).toThrow('not one');
  });

  it('refuses to remove an option other fields are nested under or tested on', () => {
    const holder = 'applications.*.demographicInfo.borrower';
    const path = `${holder}.ethnicityType`;
    expect(optionUses(stage6, path, 'HispanicOrLatino').length).toBeGreaterThan(0);
    const kept = (fieldSettings(stage6, path).options ?? []).filter((option) => option.value !== 'HispanicOrLatino');
    expect(() =>
      setFieldOptions(
        stage6,
        path,
        kept.map((o) => ({ value: String(o.value), label: o.label })),
      ),
    ).toThrow('cannot go');
  });

  it('binds a choice to a lookup list (its fixed options go) and unbinds it', () => {
    const bound = setFieldLookup(contact, 'contLoanType', 4);
    expect(bound.lookups).toEqual({ contLoanType: 4 });
    expect(bound.schema.properties?.contLoanType?.enum).toBeUndefined();
    expect(bound.uiSchema.contLoanType).toEqual({ 'ui:placeholder': 'Select' });
    expectValid(bound);
    expect(() => setFieldOptions(bound, 'contLoanType', [{ value: 'A', label: 'A' }])).toThrow('lookup list');
    expect(setFieldLookup(bound, 'contLoanType', undefined).lookups).toEqual({});
    expect(() => setFieldLookup(contact, 'contLoanType', 0)).toThrow('whole number');
  });
});

describe('addField', () => {
  it('derives a unique camelCase key from the title', () => {
    expect(fieldKeyFromTitle('Best time to call')).toBe('bestTimeToCall');
    expect(fieldKeyFromTitle('Co-borrower’s e-mail (work)')).toBe('coBorrowerSEMailWork');
    expect(fieldKeyFromTitle('2nd phone')).toBe('ndPhone');
    expect(fieldKeyFromTitle('!!!')).toBe('field');
    expect(fieldKeyFromTitle('Name', ['name', 'name2'])).toBe('name3');
  });

  it('adds an optional field after another, in the display order', () => {
    const { definition: next, path } = addField(contact, {
      parentPath: '',
      afterPath: 'contPhone',
      title: 'Best time to call',
      widget: 'radio',
    });
    expect(path).toBe('bestTimeToCall');
    expect(next.uiSchema['ui:order']).toEqual([
      'contName',
      'contPhone',
      'bestTimeToCall',
      'contEmail',
      'contZip',
      'contCity',
      'contLoanType',
      'contMessage',
    ]);
    expect(next.schema.properties?.bestTimeToCall).toMatchObject({ type: 'string', title: 'Best time to call' });
    expect(next.schema.required).toEqual(contact.schema.required);
    expectValid(next);
    expect(() => addField(next, { parentPath: '', key: 'contName', title: 'Again', widget: 'TextWidget' })).toThrow(
      'already used',
    );
    expect(() => addField(next, { parentPath: '', key: 'two_words', title: 'x', widget: 'TextWidget' })).toThrow(
      'letters and digits',
    );
    expect(() => addField(next, { parentPath: '', title: 'x', widget: 'nope' })).toThrow('not a kind');
  });

  it('adds every kind of the catalogue to a list row and to a stepped form', () => {
    let next: FormDefinition = stage3;
    for (const kind of FIELD_KINDS) {
      next = addField(next, {
        parentPath: 'applications.*.residences',
        title: kind.label,
        widget: kind.widget,
      }).definition;
    }
    expectValid(next);
    expect(() => addField(preapproval, { parentPath: '', title: 'Note', widget: 'TextWidget' })).toThrow(
      'Choose the step',
    );
    const onStep = addField(preapproval, { parentPath: '', step: 'stage2', title: 'Note', widget: 'TextWidget' });
    expect(onStep.definition.steps?.find((step) => step.id === 'stage2')?.fields).toContain('note');
    expectValid(onStep.definition);
    const inGroup = addField(preapproval, { parentPath: 'stage1', title: 'Note', widget: 'textarea' });
    expect(inGroup.path).toBe('stage1.note');
    expect(inGroup.definition.steps).toBe(preapproval.steps);
    expectValid(inGroup.definition);
  });
});

describe('moving', () => {
  it('moves a field up and down its parent order, and not past the ends', () => {
    const down = moveField(contact, 'contName', 'down');
    expect((down.uiSchema['ui:order'] as string[]).slice(0, 2)).toEqual(['contPhone', 'contName']);
    expect(moveField(contact, 'contName', 'up')).toBe(contact);
    expect(moveField(contact, 'contMessage', 'down')).toBe(contact);
    const inRow = moveField(stage3, 'applications.*.residences.*.addressCity', 'up');
    expect(inRow).not.toBe(stage3);
    expectValid(inRow);
  });

  it('moves steps and moves a field between steps', () => {
    const steps = preapproval.steps ?? [];
    const moved = moveStep(preapproval, steps[1]?.id ?? '', 'up');
    expect(moved.steps?.map((step) => step.id).slice(0, 2)).toEqual([steps[1]?.id, steps[0]?.id]);
    expect(moveStep(preapproval, steps[0]?.id ?? '', 'up')).toBe(preapproval);
    const { definition: added } = addField(preapproval, {
      parentPath: '',
      step: 'stage1',
      title: 'Note',
      widget: 'TextWidget',
    });
    const across = moveFieldToStep(added, 'note', 'stage2');
    expect(across.steps?.find((step) => step.id === 'stage2')?.fields).toContain('note');
    expect(across.steps?.find((step) => step.id === 'stage1')?.fields).not.toContain('note');
    expectValid(across);
    expect(() => moveFieldToStep(preapproval, 'stage1', 'stage2')).toThrow('nothing left to show');
  });
});

describe('removeField', () => {
  it('removes a field with its messages, order and required entry, naming each', () => {
    const { definition: next, impact } = removeField(contact, 'contCity');
    expect(next.schema.properties?.contCity).toBeUndefined();
    expect(next.schema.required).not.toContain('contCity');
    expect(next.uiSchema['ui:order']).not.toContain('contCity');
    expect(next.uiSchema.contCity).toBeUndefined();
    expect(next.messages.contCity).toBeUndefined();
    expect(next.uiSchema.contZip).toEqual({ 'ui:autocomplete': 'postal-code' });
    expect(impact.map((item) => item.area).sort()).toEqual(['messages', 'required', 'uiSchema']);
    expect(impact.find((item) => item.area === 'uiSchema')?.description).toBe('Zip code no longer fills in City.');
    expectValid(next);
  });

  it('takes the rules and conditions naming a field of stage 3 with it', () => {
    const path = 'applications.*.residences.*.residencyType';
    const { definition: next, impact } = removeField(stage3, path);
    expect(JSON.stringify(next)).not.toMatch(/residencyType"/);
    expect(impact.some((item) => item.area === 'rules')).toBe(true);
    expect(impact.length).toBeGreaterThan(3);
    expectValid(next);
  });

  it('refuses to remove the last field of a form', () => {
    let next: FormDefinition = contact;
    for (const name of ['contName', 'contPhone', 'contEmail', 'contZip', 'contCity', 'contLoanType'])
      next = removeField(next, name).definition;
    expectValid(next);
    expect(() => removeField(next, 'contMessage')).toThrow('last');
  });
});

type Edit = (form: FormDefinition, path: string, pick: number) => FormDefinition;

const EDITS: Record<string, Edit> = {
  title: (form, path) => setFieldTitle(form, path, 'A new title'),
  description: (form, path) => setFieldDescription(form, path, 'Some help'),
  placeholder: (form, path) => setFieldPlaceholder(form, path, 'Type here'),
  required: (form, path) => setFieldRequired(form, path, !fieldSettings(form, path).required),
  message: (form, path) => setFieldMessage(form, path, 'invalid', 'Check this answer'),
  limits: (form, path) => setFieldLimits(form, path, { minLength: 0, maxLength: 50 }),
  personal: (form, path) => setFieldPersonal(form, path, true),
  options: (form, path) =>
    setFieldOptions(form, path, [
      ...(fieldSettings(form, path).options ?? []).map((o) => ({ value: String(o.value), label: o.label })),
      { value: 'Other', label: 'Something else' },
    ]),
  requiredWhen: (form, path, pick) => {
    const choices = conditionChoices(form, path);
    const choice = choices[pick % Math.max(1, choices.length)];
    if (!choice) return form;
    const value = choice.options?.[0]?.value;
    return setRequiredWhen(
      form,
      path,
      value === undefined ? { path: choice.path, truthy: true } : { path: choice.path, equals: value },
    );
  },
  shownWhen: (form, path, pick) => {
    const choice = conditionChoices(form, path)[pick % 7];
    return choice ? setShownWhen(form, path, { all: [{ path: choice.path, truthy: true }] }) : form;
  },
  moveUp: (form, path) => moveField(form, path, 'up'),
  moveDown: (form, path) => moveField(form, path, 'down'),
  add: (form, path, pick) => {
    const kind = FIELD_KINDS[pick % FIELD_KINDS.length];
    const parentPath = path.split('.').slice(0, -1).join('.');
    const step = fieldTree(form).steps.find((s) => s.fields.some((f) => f.path === path))?.id;
    return addField(form, {
      parentPath: parentPath.endsWith('*') ? parentPath.slice(0, -2) : parentPath,
      afterPath: path,
      ...(parentPath === '' && step ? { step } : {}),
      title: kind?.label ?? 'New',
      widget: kind?.widget ?? 'TextWidget',
    }).definition;
  },
  remove: (form, path) => removeField(form, path).definition,
};

describe('every edit keeps every definition valid', () => {
  const forms = FORM_SOURCES.map((source) => source.definition as FormDefinition);
  it('on a sample of edits of every definition in forms/', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: forms.length - 1 }),
        fc.array(fc.tuple(fc.constantFrom(...Object.keys(EDITS)), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
        (formIndex, edits) => {
          let form = forms[formIndex] as FormDefinition;
          for (const [name, fieldPick, pick] of edits) {
            const paths = treePaths(fieldTree(form));
            const path = paths[fieldPick % paths.length] ?? '';
            try {
              form = EDITS[name]?.(form, path, pick) ?? form;
            } catch (error) {
              // A refused edit says why in words and leaves the definition as it was.
              if (!(error instanceof DefinitionEditError)) throw error;
              expect(error.message.length).toBeGreaterThan(0);
            }
          }
          const check = checkDefinition(form);
          expect(check.ok ? [] : check.problems).toEqual([]);
        },
      ),
      { numRuns: 200, seed: 20261202 },
    );
  });
});
