import { describe, expect, it } from 'vitest';
import { displayText } from './mailText.ts';

describe('displayText', () => {
  it('removes controls, direction overrides and invisible characters, keeping every script', () => {
    expect(displayText('Dana\u202Egnp.exe')).toBe('Dana gnp.exe');
    expect(displayText('\u2066Ana\u2069 María\u200B')).toBe('Ana María');
    expect(displayText('Line\r\nBcc: someone@example.com')).toBe('Line Bcc: someone@example.com');
    expect(displayText('حداد 李')).toBe('حداد 李');
  });

  it('cuts long text without splitting a character', () => {
    expect(displayText('😀'.repeat(100), 3)).toBe('😀😀😀');
  });
});
