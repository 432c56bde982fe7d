import { describe, expect, it } from 'vitest';
import { can, relationToLoan, type Action, type Actor, type LoanParties, type Subject } from './policy.ts';

const owner: Actor = { id: 1, role: 'borrower' };
const coborrower: Actor = { id: 2, role: 'borrower' };
const otherBorrower: Actor = { id: 3, role: 'borrower' };
const assignedOfficer: Actor = { id: 10, role: 'loan_officer' };
const assignedProcessor: Actor = { id: 11, role: 'processor' };
const otherOfficer: Actor = { id: 12, role: 'loan_officer' };
const compliance: Actor = { id: 20, role: 'compliance' };
const admin: Actor = { id: 30, role: 'admin' };

const parties: LoanParties = {
  loanId: 100,
  borrowerUserId: 1,
  participantIds: [1, 2],
  officerUserId: 10,
  processorUserId: 11,
};

const PEOPLE = {
  owner,
  coborrower,
  otherBorrower,
  assignedOfficer,
  assignedProcessor,
  otherOfficer,
  compliance,
  admin,
};
type Person = keyof typeof PEOPLE;

/** Who may do each action on the subject, as a sorted list, with visitors always refused. */
function allowed(action: Action, subject: Subject): Person[] {
  expect(can(null, action, subject)).toBe(false);
  return (Object.keys(PEOPLE) as Person[]).filter((person) => can(PEOPLE[person], action, subject));
}

describe('the policy', () => {
  it('names what each person is to a loan', () => {
    expect(Object.fromEntries(Object.entries(PEOPLE).map(([k, actor]) => [k, relationToLoan(actor, parties)]))).toEqual(
      {
        owner: 'owner',
        coborrower: 'coborrower',
        otherBorrower: 'none',
        assignedOfficer: 'assigned-staff',
        assignedProcessor: 'assigned-staff',
        otherOfficer: 'none',
        compliance: 'compliance',
        admin: 'admin',
      },
    );
  });

  it('lets the loan’s people read it, its borrowers fill it, its assigned staff work it and admins assign it', () => {
    const loan: Subject = { type: 'loan', parties };
    expect(allowed('read', loan)).toEqual([
      'owner',
      'coborrower',
      'assignedOfficer',
      'assignedProcessor',
      'compliance',
      'admin',
    ]);
    expect(allowed('fill', loan)).toEqual(['owner', 'coborrower']);
    expect(allowed('work', loan)).toEqual(['assignedOfficer', 'assignedProcessor']);
    expect(allowed('assignOfficer', loan)).toEqual(['admin']);
    expect(allowed('assignProcessor', loan)).toEqual(['assignedOfficer', 'admin']);
  });

  it('keeps a borrower’s record to its owner until it belongs to a loan, and its officer may read and work it', () => {
    const unlinked: Subject = { type: 'borrowerRecord', ownerId: 1, loans: [], assignedStaffId: 12 };
    expect(allowed('read', unlinked)).toEqual(['owner', 'otherOfficer', 'compliance', 'admin']);
    expect(allowed('fill', unlinked)).toEqual(['owner']);
    expect(allowed('work', unlinked)).toEqual(['otherOfficer']);
    const unassigned: Subject = { type: 'borrowerRecord', ownerId: 1, loans: [] };
    expect(allowed('work', unassigned)).toEqual([]);
    const linked: Subject = { type: 'borrowerRecord', ownerId: 1, loans: [parties] };
    expect(allowed('read', linked)).toEqual([
      'owner',
      'coborrower',
      'assignedOfficer',
      'assignedProcessor',
      'compliance',
      'admin',
    ]);
    expect(allowed('fill', linked)).toEqual(['owner', 'coborrower', 'assignedOfficer', 'assignedProcessor']);
  });

  it('gives form definitions to compliance and staff accounts and the audit log to admins', () => {
    expect(allowed('work', { type: 'formDefinitions' })).toEqual(['compliance']);
    expect(allowed('read', { type: 'formDefinitions' })).toEqual(['compliance', 'admin']);
    expect(allowed('work', { type: 'staffAccounts' })).toEqual(['admin']);
    expect(allowed('read', { type: 'auditLog' })).toEqual(['admin']);
  });
});
