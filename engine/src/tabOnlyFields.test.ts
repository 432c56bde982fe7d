import { describe, expect, it } from 'vitest';
import type { FormDefinition } from './definition.ts';
import { splitTabOnlyValues, tabOnlyPathsOf, withTabOnlyValues } from './tabOnlyFields.ts';

const definition: Pick<FormDefinition, 'schema' | 'uiSchema'> = {
  schema: {
    type: 'object',
    properties: {
      person: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          birthDate: { type: 'string', format: 'date-of-birth' },
          ssn: { type: 'string', format: 'ssn' },
          income: { type: 'string', format: 'money' },
          phone: { type: 'string', format: 'phone' },
        },
      },
      accounts: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            bank: { type: 'string' },
            number: { type: 'string' },
            balance: { type: 'string', format: 'money' },
          },
        },
      },
      note: { type: 'string' },
    },
  },
  uiSchema: { accounts: { items: { number: { 'ui:options': { personal: true } } } } },
};

const record = {
  person: { name: 'Ana', birthDate: '04/12/1985', ssn: '219-09-9999', income: '120000', phone: '(813) 555-0199' },
  accounts: [
    { bank: 'First Bank', number: '12345678', balance: '4000' },
    { bank: 'Oak Credit Union', balance: '250.50' },
  ],
  note: 'hello',
};

describe('tabOnlyPathsOf', () => {
  it('reads the personal fields (by format or ui:options.personal) and every money field from the definition', () => {
    expect(tabOnlyPathsOf(definition)).toEqual([
      'person.birthDate',
      'person.ssn',
      'person.income',
      'accounts.*.number',
      'accounts.*.balance',
    ]);
  });
});

describe('splitTabOnlyValues and withTabOnlyValues', () => {
  it('keep the tab-only answers apart by data path, leave the rest, and join them back to the record', () => {
    const { kept, tabOnly } = splitTabOnlyValues(definition, record);
    expect(kept).toEqual({
      person: { name: 'Ana', phone: '(813) 555-0199' },
      accounts: [{ bank: 'First Bank' }, { bank: 'Oak Credit Union' }],
      note: 'hello',
    });
    expect(tabOnly).toEqual({
      'person.birthDate': '04/12/1985',
      'person.ssn': '219-09-9999',
      'person.income': '120000',
      'accounts.0.number': '12345678',
      'accounts.0.balance': '4000',
      'accounts.1.balance': '250.50',
    });
    expect(JSON.stringify(kept)).not.toMatch(/1985|9999|120000|12345678|4000|250/);
    expect(withTabOnlyValues(kept, tabOnly)).toEqual(record);
    // The record handed in is not changed.
    expect(record.person.birthDate).toBe('04/12/1985');
  });

  it('leave a record without tab-only answers as it is, and join answers whose place is gone', () => {
    expect(splitTabOnlyValues(definition, { note: 'x' })).toEqual({ kept: { note: 'x' }, tabOnly: {} });
    expect(withTabOnlyValues({}, { 'person.income': '1', 'accounts.1.balance': '2' })).toEqual({
      person: { income: '1' },
      accounts: [undefined, { balance: '2' }],
    });
  });
});
