import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.ts';
import { checkText, isAcceptedText, TEXT_MESSAGE } from './text.ts';
import { validate } from './validate.ts';

const definition: FormDefinition = {
  id: 'text-test',
  version: 1,
  title: 'Text (test)',
  formMessage: 'Fill all required details',
  schema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      name: { type: 'string', maxLength: 50 },
      comments: { type: 'string', maxLength: 500 },
      rows: { type: 'array', items: { type: 'object', properties: { note: { type: 'string' } } } },
    },
  },
  uiSchema: { comments: { 'ui:widget': 'textarea' } },
  lookups: {},
  messages: { name: { text: 'Use letters, spaces and punctuation only.' } },
  rules: [],
};

describe('isAcceptedText', () => {
  it('accepts ordinary text in every script, emoji included', () => {
    for (const text of ['Ana María Núñez', 'Zoë 😀', '中文', "O'Brien-Smith, Jr."]) {
      expect(isAcceptedText(text, false)).toBe(true);
    }
  });

  it('refuses lone surrogates, NUL, other C0/C1 controls and DEL', () => {
    for (const text of ['\ud800', 'a\udc00', 'a\u0000b', '\u0007', '\u007f', '\u0085', '\u009b']) {
      expect(isAcceptedText(text, false)).toBe(false);
      expect(isAcceptedText(text, true)).toBe(false);
    }
  });

  it('allows line breaks and tabs only in multi-line text', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(isAcceptedText(text, false)).toBe(false);
      expect(isAcceptedText(text, true)).toBe(true);
    }
  });
});

describe('checkText', () => {
  it('names each failing field by its path, with the definition message or the default one', () => {
    const errors = checkText(definition, {
      name: 'a\u0000b',
      comments: 'line one\nline two',
      rows: [{ note: 'fine' }, { note: '\ud800' }],
    });
    expect(errors).toEqual([
      { path: 'name', field: 'name', keyword: 'text', message: 'Use letters, spaces and punctuation only.' },
      { path: 'rows.1.note', field: 'rows', keyword: 'text', message: TEXT_MESSAGE },
    ]);
  });

  it('is part of validation, so the browser and the server refuse the same text', () => {
    const result = validate(definition, { name: 'Ana', comments: 'a\u0001' });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([expect.objectContaining({ path: 'comments', message: TEXT_MESSAGE })]);
    expect(validate(definition, { name: 'Ana', comments: 'a\nb' }).valid).toBe(true);
  });
});
