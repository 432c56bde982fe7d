import { describe, expect, it } from 'vitest';
import { extensionOf, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadProblem } from './uploadRules.ts';

describe('upload rules', () => {
  it.each(['scan.png', 'SCAN.PNG', 'photo.jpg', 'photo.JPeG', 'paystub.pdf', 'w2.2023.Pdf'])('accepts %s', (name) =>
    expect(uploadProblem({ name, size: 1_000 })).toBeUndefined(),
  );

  it.each(['letter.docx', 'archive.zip', 'pdf', 'scan.', '.pdf', 'image.gif', 'scan.pdf.exe'])('refuses %s', (name) =>
    expect(uploadProblem({ name, size: 1_000 })).toBe('Supported Format: PNG,JPG,PDF'),
  );

  it('accepts 106,000,000 bytes and refuses one more', () => {
    expect(uploadProblem({ name: 'big.pdf', size: UPLOAD_MAX_BYTES })).toBeUndefined();
    expect(uploadProblem({ name: 'big.pdf', size: 106_000_001 })).toBe('File size allowed: 100mb');
  });

  it('names the format before the size', () => {
    expect(uploadProblem({ name: 'big.zip', size: 200_000_000 })).toBe(UPLOAD_MESSAGES.format);
  });

  it('reads the extension in lower case', () => {
    expect(extensionOf('Scan.PDF')).toBe('pdf');
    expect(extensionOf('noextension')).toBe('');
  });
});
