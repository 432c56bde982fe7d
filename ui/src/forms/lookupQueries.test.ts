import { describe, expect, it } from 'vitest';
import { APPLICATION_TEST_DEFINITION } from 'engine/src/testDefinitions/applicationTestDefinition.ts';
import { lookupQueries, optionsByType } from './lookupQueries.ts';

describe('lookupQueries', () => {
  it('asks once per set of types, whatever their order', () => {
    expect(lookupQueries.forDefinition(APPLICATION_TEST_DEFINITION).queryKey).toEqual(['lookups', 'lists', 8, 18]);
    expect(lookupQueries.lists([18, 8, 18]).queryKey).toEqual(['lookups', 'lists', 8, 18]);
  });

  it('has the empty options of a form without lookups at once', () => {
    const options = lookupQueries.forDefinition(undefined);
    expect(options.queryKey).toEqual(['lookups', 'lists']);
    expect(options.initialData).toEqual(new Map());
    expect(lookupQueries.lists([18]).initialData).toBeUndefined();
  });

  it('groups the rows of /api/lookups/list by type, keeping every asked type', () => {
    const rows = [
      { id: 1, type: 18, value: 'FL', text: 'Florida' },
      { id: 2, type: 8, value: 'Own', text: 'Own' },
      { id: 3, type: 18, value: 'GA', text: 'Georgia' },
    ];
    expect(optionsByType([8, 18, 99], rows)).toEqual(
      new Map([
        [8, [{ value: 'Own', text: 'Own' }]],
        [
          18,
          [
            { value: 'FL', text: 'Florida' },
            { value: 'GA', text: 'Georgia' },
          ],
        ],
        [99, []],
      ]),
    );
  });
});
