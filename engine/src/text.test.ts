import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.ts';
import { normalizeData } from './checks.ts';
import { checkText, isAcceptedText, TEXT_MESSAGE, trimSpace } from './text.ts';
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

  // Bidirectional embeddings, overrides and isolates, direction marks, zero-width characters and the byte-order mark.
  const INVISIBLE = [
    0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e, 0x200f, 0x061c, 0x200b, 0x200c,
    0x200d, 0x2060, 0x2061, 0x2062, 0x2063, 0x2064, 0x180e, 0xfeff,
  ];

  it.each(INVISIBLE.map((code) => [`U+${code.toString(16).toUpperCase().padStart(4, '0')}`, code]))(
    'refuses %s in single-line text, anywhere in it, and keeps it in multi-line text',
    (_name, code) => {
      const character = String.fromCodePoint(code);
      for (const text of [`Dana${character}Reyes`, `${character}Dana`, `Dana${character}`, character]) {
        expect(isAcceptedText(text, false)).toBe(false);
        expect(isAcceptedText(text, true)).toBe(true);
      }
    },
  );

  it('accepts the neighbours of the refused ranges', () => {
    for (const code of [0x2029, 0x202f, 0x2065, 0x206a, 0x200a, 0x2010, 0x205f, 0xfefe, 0xff01, 0x061b, 0x180d]) {
      expect(isAcceptedText(`a${String.fromCodePoint(code)}b`, false)).toBe(true);
    }
  });
});

describe('trimSpace', () => {
  it('trims white space but never a byte-order mark, so the mark is refused rather than dropped unseen', () => {
    expect(trimSpace('  Ana\u00a0 ')).toBe('Ana');
    expect(trimSpace('\ufeffAna ')).toBe('\ufeffAna');
    expect(trimSpace(' Ana\ufeff')).toBe('Ana\ufeff');
    expect(
      normalizeData({ type: 'object', properties: { name: { type: 'string' } } }, { name: ' \ufeffAna ' }),
    ).toEqual({ name: '\ufeffAna' });
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

  it('refuses invisible formatting in a single-line field and keeps it in a textarea', () => {
    expect(checkText(definition, { name: 'Dana\u202Egnp.exe', comments: 'quote: \u202Bשלום\u202C' })).toEqual([
      { path: 'name', field: 'name', keyword: 'text', message: 'Use letters, spaces and punctuation only.' },
    ]);
    expect(checkText(definition, { rows: [{ note: 'Ana\u200B' }] })).toEqual([
      { path: 'rows.0.note', field: 'rows', keyword: 'text', message: TEXT_MESSAGE },
    ]);
  });

  it('is part of validation, so the browser and the server refuse the same text', () => {
    const result = validate(definition, { name: 'Ana', comments: 'a\u0001' });
    expect(result.valid).toBe(false);
    expect(result.errors).toEqual([expect.objectContaining({ path: 'comments', message: TEXT_MESSAGE })]);
    expect(validate(definition, { name: 'Ana', comments: 'a\nb' }).valid).toBe(true);
  });
});
