import { describe, expect, it } from 'vitest';
import type { ZipReply } from 'common';
import { zipFillValues, zipLookupOutcome } from './zipLookup.ts';

const tampa: ZipReply = { zip: '33602', city: 'Tampa', state: 'FL', stateName: 'Florida', country: 'US' };

describe('zipLookupOutcome', () => {
  it('gives the place of a known zip', () => {
    expect(zipLookupOutcome({ status: 100, statusText: 'Success', data: tampa, errors: [] })).toEqual({
      kind: 'found',
      place: tampa,
    });
  });
  it("passes on the server's words for an unknown zip", () => {
    expect(zipLookupOutcome({ status: 404, statusText: 'Enter valid zip code', data: null, errors: ['zip'] })).toEqual({
      kind: 'unknown',
      message: 'Enter valid zip code',
    });
  });
  it.each([900, 429, 500])('says nothing about the zip when the call fails with %i', (status) => {
    expect(zipLookupOutcome({ status, statusText: 'Failed to fetch', data: null, errors: [] })).toEqual({
      kind: 'unavailable',
    });
  });
});

describe('zipFillValues', () => {
  it('fills the named fields beside the zip', () => {
    expect(zipFillValues(tampa, { city: 'contCity', state: 'state', country: 'country' }, 'contZip')).toEqual({
      contCity: 'Tampa',
      state: 'FL',
      country: 'US',
    });
    expect(zipFillValues(tampa, { city: 'city', stateName: 'stateName' }, 'residences.1.postalCode')).toEqual({
      'residences.1.city': 'Tampa',
      'residences.1.stateName': 'Florida',
    });
  });
});
