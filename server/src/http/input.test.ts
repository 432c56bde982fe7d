import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGE } from 'engine';
import { ApiError } from './envelope.ts';
import { ID_RANGE, INT4_MAX, readText, readWholeNumber, REVISION_RANGE, wholeNumberSchema } from './input.ts';

describe('readWholeNumber', () => {
  it('reads ids sent as numbers or digit strings within the column range', () => {
    expect(readWholeNumber(1)).toBe(1);
    expect(readWholeNumber('42')).toBe(42);
    expect(readWholeNumber(INT4_MAX)).toBe(INT4_MAX);
    expect(readWholeNumber(String(INT4_MAX))).toBe(INT4_MAX);
  });

  it('refuses what the database cannot hold or is not a whole number', () => {
    for (const value of [
      0,
      -1,
      1.5,
      INT4_MAX + 1,
      1e20,
      Infinity,
      NaN,
      '2147483648',
      '1e3',
      '01',
      ' 1',
      '+1',
      '',
      null,
      true,
      {},
      [],
    ]) {
      expect(readWholeNumber(value)).toBeNull();
    }
  });

  it('takes zero where the range starts there (revisions)', () => {
    expect(readWholeNumber(0, REVISION_RANGE)).toBe(0);
    expect(readWholeNumber('0', REVISION_RANGE)).toBe(0);
    expect(readWholeNumber(-1, REVISION_RANGE)).toBeNull();
  });
});

describe('readText', () => {
  it('trims white space and reads anything but a string as empty', () => {
    expect(readText('  Ana María ', 'name')).toBe('Ana María');
    expect(readText(undefined, 'name')).toBe('');
    expect(readText(7, 'name')).toBe('');
  });

  it('refuses direction controls, zero-width characters and byte-order marks in single-line text, naming the field', () => {
    for (const value of ['Dana\u202Egnp.exe', 'Ana\u200B', '\uFEFFAna', 'Ana\uFEFF ', 'a\u2066b']) {
      let refused: unknown;
      try {
        readText(value, 'first_name');
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({
        httpStatus: 400,
        statusText: TEXT_MESSAGE,
        errors: ['first_name'],
        fieldErrors: [{ path: 'first_name', message: TEXT_MESSAGE }],
      });
    }
  });

  it('keeps them, and line breaks, in free text', () => {
    expect(readText('quote \u202Bשלום\u202C\nnext line', 'details', true)).toBe('quote \u202Bשלום\u202C\nnext line');
  });
});

describe('wholeNumberSchema', () => {
  it('accepts exactly the JSON numbers readWholeNumber reads, for each range', () => {
    const ajv = new Ajv2020();
    for (const range of [ID_RANGE, REVISION_RANGE]) {
      const accepts = ajv.compile(wholeNumberSchema(range));
      for (const value of [-1, 0, 1, 1.5, 42, INT4_MAX, INT4_MAX + 1, 1e20]) {
        expect(accepts(value), `${value} in ${range.min}…${range.max}`).toBe(readWholeNumber(value, range) !== null);
      }
    }
  });
});
