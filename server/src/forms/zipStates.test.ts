import { describe, expect, it } from 'vitest';
import type { FormDefinition } from 'engine';
import { FORM_SOURCES, latestFormSource } from 'forms';
import { zipStateErrors } from './zipStates.ts';

/** A zip and the state it fills agree (zipStates.ts), read from the definitions' own `fill` hints. */

const definitionOf = (formId: string) => latestFormSource(formId)?.definition as unknown as FormDefinition;

describe('a zip code and its state', () => {
  const profile = definitionOf('profile');

  it('pass when they agree, or when either is missing or the zip is not known', () => {
    expect(zipStateErrors(profile, { postalCode: '33604', state: 'FL' })).toEqual([]);
    expect(zipStateErrors(profile, { postalCode: '33604-1234', state: 'fl' })).toEqual([]);
    expect(zipStateErrors(profile, { postalCode: '33604' })).toEqual([]);
    expect(zipStateErrors(profile, { state: 'GA' })).toEqual([]);
    expect(zipStateErrors(profile, { postalCode: '00000', state: 'GA' })).toEqual([]);
  });

  it("refuse a zip of another state at the zip, naming the zip's state", () => {
    expect(zipStateErrors(profile, { postalCode: '33604', state: 'GA' })).toEqual([
      {
        path: 'postalCode',
        field: 'postalCode',
        keyword: 'zipState',
        message: 'This zip code is in Florida: check the zip code or the state',
        statePath: 'state',
      },
    ]);
  });

  it('check every row of a list, the row bound to its own state, within the scope asked', () => {
    const stageThree = definitionOf('application-stage3');
    const residence = (zip: string, state: string) => ({ addressPostalCode: zip, addressState: state });
    const data = {
      applications: [
        { residences: [residence('33604', 'FL'), residence('30303', 'FL')] },
        { residences: [residence('10001', 'NJ')] },
      ],
    };
    expect(zipStateErrors(stageThree, data).map((error) => [error.path, error.message])).toEqual([
      ['applications.0.residences.1.addressPostalCode', 'This zip code is in Georgia: check the zip code or the state'],
      [
        'applications.1.residences.0.addressPostalCode',
        'This zip code is in New York: check the zip code or the state',
      ],
    ]);
    const secondOnly = (path: string) => path.startsWith('applications.1.');
    expect(zipStateErrors(stageThree, data, secondOnly).map((error) => error.path)).toEqual([
      'applications.1.residences.0.addressPostalCode',
    ]);
  });

  it('leave a soft-deleted row out', () => {
    const stageFive = definitionOf('application-stage5');
    const property = (postalCode: string, state: string, deleted = false) => ({
      postalCode,
      state,
      ...(deleted ? { delete: true } : {}),
    });
    const data = { applications: [{ reoProperties: [property('30303', 'FL', true), property('10001', 'NJ')] }] };
    expect(zipStateErrors(stageFive, data).map((error) => error.path)).toEqual([
      'applications.0.reoProperties.1.postalCode',
    ]);
  });

  it("agree in every definition's valid examples", () => {
    const mismatches = FORM_SOURCES.flatMap((source) => {
      const valid = (source.fixtures as { valid?: unknown[] } | undefined)?.valid ?? [];
      const definition = source.definition as unknown as FormDefinition;
      return valid.flatMap((example, index) =>
        zipStateErrors(definition, example).map(
          (error) => `${definition.id} v${definition.version} #${index}: ${error.path}`,
        ),
      );
    });
    expect(mismatches).toEqual([]);
  });
});
