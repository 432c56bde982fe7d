import { describe, expect, it } from 'vitest';
import { landingPath, safeReturnPath, signInPathFor } from './returnTarget.ts';

describe('safeReturnPath', () => {
  it('keeps same-site paths', () => {
    expect(safeReturnPath('/stage1')).toBe('/stage1');
    expect(safeReturnPath('/docview/12?tab=2')).toBe('/docview/12?tab=2');
  });

  it('rejects other hosts, schemes and empty values', () => {
    for (const q of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null]) {
      expect(safeReturnPath(q)).toBeNull();
    }
    expect(safeReturnPath('/ok\nLocation: x')).toBeNull();
  });
});

describe('landingPath', () => {
  it('prefers the q target, then the status', () => {
    expect(landingPath(3, '/stage1')).toBe('/stage1');
    expect(landingPath(3, null)).toBe('/profile');
    expect(landingPath(1, null)).toBe('/dashboard');
    expect(landingPath(1, '//evil.example')).toBe('/dashboard');
  });
});

describe('signInPathFor', () => {
  it('keeps slashes readable and encodes the rest', () => {
    expect(signInPathFor('/dashboard')).toBe('/?q=/dashboard');
    const url = new URL(signInPathFor('/docview/7?a=1&b=2'), 'http://x');
    expect(url.searchParams.get('q')).toBe('/docview/7?a=1&b=2');
  });
});
