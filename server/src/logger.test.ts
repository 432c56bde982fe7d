import { describe, expect, it } from 'vitest';
import { describeError } from './logger.ts';

class DatabaseError extends Error {
  code = '23502';
  detail = 'Failing row contains (7, maria@example.com, null, (813) 555-0199).';
  constraint = 'users_first_name_not_null';
  table = 'users';
  column = 'first_name';
  parameters = ['maria@example.com', '(813) 555-0199'];
}

class SafeError extends Error {
  readonly safeForLogs = true;
}

describe('describeError', () => {
  it('keeps the class, code and constraint of a database error and none of its data', () => {
    const error = new DatabaseError(
      'null value in column "first_name" violates not-null constraint: maria@example.com',
    );
    const facts = describeError(error);
    expect(facts).toMatchObject({
      type: 'DatabaseError',
      code: '23502',
      constraint: 'users_first_name_not_null',
      table: 'users',
      column: 'first_name',
    });
    const logged = JSON.stringify(facts);
    expect(logged).not.toContain('maria@example.com');
    expect(logged).not.toContain('555-0199');
    expect(facts.frames).toMatch(/^\s+at /);
  });

  it('keeps the message of an error that promises it holds no personal data, and follows causes', () => {
    const facts = describeError(new Error('wrapper with data 555-0199', { cause: new SafeError('No processor') }));
    expect(facts.message).toBeUndefined();
    expect(facts.cause).toMatchObject({ type: 'SafeError', message: 'No processor' });
  });

  it('refuses a code or name that is not an identifier', () => {
    const facts = describeError(Object.assign(new Error('x'), { code: 'maria@example.com smith', table: 'users' }));
    expect(facts.code).toBeUndefined();
    expect(facts.table).toBe('users');
    expect(describeError('a string')).toEqual({ type: 'string' });
  });
});
