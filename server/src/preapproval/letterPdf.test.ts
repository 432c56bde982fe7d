import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { EQUAL_HOUSING_LINE, LENDER, LETTER_CONDITIONS, letterDates, NOT_A_COMMITMENT } from 'common';
import { renderLetterPdf } from './letterPdf.ts';

async function textOf(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

describe('the pre-approval letter PDF', () => {
  it('dates the letter in the spec styles, valid 90 days', () => {
    expect(letterDates(new Date('2023-06-01T15:00:00Z'))).toEqual({
      issued: 'June 01, 2023',
      validUntil: '30-Aug-2023',
    });
    expect(letterDates(new Date('2022-10-03T00:00:00Z'))).toEqual({
      issued: 'October 03, 2022',
      validUntil: '01-Jan-2023',
    });
  });

  it('holds the lender, the borrowers, the property, the amount, the dates and every condition', async () => {
    const bytes = await renderLetterPdf({
      borrowers: ['Maria Lopez', 'José Lopez'],
      property: '88 Harbor Oak Way, Tampa, FL 33607',
      amount: 343_000,
      program: 'FHA',
      officer: { name: 'Luis Moreno', nmlsId: '1874302' },
      issuedOn: new Date('2023-06-01T15:00:00Z'),
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await textOf(bytes);
    for (const expected of [
      LENDER.legalName,
      'NMLS #1020884',
      '4500 Lakeshore Plaza Drive, Suite 300, Tampa, FL 33607',
      LENDER.supportPhone,
      'June 01, 2023',
      'Maria Lopez and Jose Lopez',
      '88 Harbor Oak Way, Tampa, FL 33607',
      '30-year fixed',
      '$343,000',
      'Loan program: FHA',
      'Loan officer: Luis Moreno, NMLS ID 1874302',
      'valid until 30-Aug-2023',
      ...LETTER_CONDITIONS,
      NOT_A_COMMITMENT,
      EQUAL_HOUSING_LINE,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('draws names the standard fonts cannot show without failing, leaving out what they cannot draw', async () => {
    const bytes = await renderLetterPdf({
      borrowers: ['李 Wei'],
      property: 'TBD',
      amount: 120_000,
      program: null,
      officer: null,
      issuedOn: new Date('2026-11-25T10:00:00Z'),
    });
    const text = await textOf(bytes);
    expect(text).toContain('Borrower: Wei');
    expect(text).toContain('$120,000');
  });
});
