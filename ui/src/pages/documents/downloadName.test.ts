import { describe, expect, it } from 'vitest';
import { downloadName } from './downloadName.ts';

describe('downloadName', () => {
  it('names the file as the page names the document, with the stored file’s extension', () => {
    expect(downloadName('Pay Stubs (version 1)', 'uploads/HO26000001/79f164ecf8b80073e795c9965628ce63.PDF')).toBe(
      'Pay Stubs (version 1).pdf',
    );
    expect(downloadName('Photo ID (version 2)', '8331729ac3da5ea1a6a52342244b8fca.png')).toBe(
      'Photo ID (version 2).png',
    );
  });

  it('leaves out what file systems refuse in a name', () => {
    expect(downloadName('W-2 Forms (version 1): 2025/2026 "employer" <copy>?', 'a.pdf')).toBe(
      'W-2 Forms (version 1) 2025 2026 employer copy.pdf',
    );
    expect(downloadName('Statement...', 'b.jpg')).toBe('Statement.jpg');
  });

  it('still gives a name when the title has none to give, and no extension the stored name lacks', () => {
    expect(downloadName(' :: ', 'c.pdf')).toBe('document.pdf');
    expect(downloadName('Letter', 'predocs/noextension')).toBe('Letter');
  });
});
