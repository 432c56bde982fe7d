import { describe, expect, it } from 'vitest';
import { callersOf, summarizeContract, type ContractDocument } from './contractSummary.ts';

const DOCUMENT: ContractDocument = {
  info: { title: 'Harbor Oak Mortgage API', version: 'abc123' },
  tags: [
    { name: 'Health', description: 'Whether it answers.' },
    { name: 'Unused', description: 'No operation.' },
    { name: 'Accounts', description: 'Sign-in.' },
  ],
  paths: {
    '/api/session': { get: { operationId: 'getSession', tags: ['Accounts'], summary: 'The session', 'x-roles': [] } },
    '/api/health': { get: { operationId: 'getHealth', tags: ['Health'], summary: 'Health', 'x-roles': ['public'] } },
    '/api/logout': {
      post: {
        operationId: 'postLogout',
        tags: ['Accounts'],
        summary: 'Sign out',
        'x-roles': ['borrower', 'loan_officer', 'processor', 'compliance', 'admin'],
      },
    },
  },
};

describe('the contract as the integrators page lists it', () => {
  it('groups operations by resource in the contract’s order and leaves out resources with none', () => {
    const summary = summarizeContract(DOCUMENT);
    expect(summary.version).toBe('abc123');
    expect(summary.resources.map((resource) => resource.name)).toEqual(['Health', 'Accounts']);
    expect(summary.resources[1]?.operations).toEqual([
      { id: 'getSession', method: 'GET', path: '/api/session', summary: 'The session', callers: 'Anyone' },
      { id: 'postLogout', method: 'POST', path: '/api/logout', summary: 'Sign out', callers: 'Anyone signed in' },
    ]);
  });

  it('names who may call an operation', () => {
    expect(callersOf(['public'])).toBe('Anyone');
    expect(callersOf(['loan_officer', 'processor', 'compliance', 'admin'])).toBe('Staff');
    expect(callersOf(['borrower'])).toBe('Borrowers');
    expect(callersOf(['compliance', 'admin'])).toBe('Compliance, Admins');
  });
});
