import { describe, expect, it } from 'vitest';
import { dataPathOfId, siblingPath } from './widgetPaths.ts';

const ids = { idPrefix: 'root', idSeparator: '_' };

describe('dataPathOfId', () => {
  it('reads top-level and nested fields', () => {
    expect(dataPathOfId('root_contZip', ids)).toBe('contZip');
    expect(dataPathOfId('root_residences_0_postalCode', ids)).toBe('residences.0.postalCode');
  });
  it("strips a form instance's own prefix, and the prefix of an id from another instance", () => {
    expect(dataPathOfId('dfr1_residences_0_city', { idPrefix: 'dfr1', idSeparator: '_' })).toBe('residences.0.city');
    expect(dataPathOfId('dfr7_contZip', { idPrefix: 'dfr1', idSeparator: '_' })).toBe('contZip');
    expect(dataPathOfId('dfr1', { idPrefix: 'dfr1', idSeparator: '_' })).toBe('');
  });
  it('follows other id options', () => {
    expect(dataPathOfId('form.applicants.1.zip', { idPrefix: 'form', idSeparator: '.' })).toBe('applicants.1.zip');
  });
});

describe('siblingPath', () => {
  it('replaces the last segment', () => {
    expect(siblingPath('contZip', 'contCity')).toBe('contCity');
    expect(siblingPath('residences.0.postalCode', 'city')).toBe('residences.0.city');
  });
});
