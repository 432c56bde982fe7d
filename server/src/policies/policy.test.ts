import { describe, expect, it } from 'vitest';
import {
  can,
  canFillPerson,
  canInvitePerson,
  relationToLoan,
  seesPersonalValuesOf,
  type Action,
  type Actor,
  type LoanParties,
  type Subject,
} from './policy.ts';

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
  coborrowers: [{ userId: 2, mapid: 2, authorized: true }],
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
    expect(allowed('discard', loan)).toEqual(['owner']);
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
    // Only the owner throws away what they started: no co-borrower, no staff member.
    expect(allowed('discard', unlinked)).toEqual(['owner']);
    expect(allowed('discard', linked)).toEqual(['owner']);
  });

  it('lets a co-borrower who joined read the loan, and fill nothing until they gave their own authorization', () => {
    const waiting: LoanParties = { ...parties, coborrowers: [{ userId: 2, mapid: 2, authorized: false }] };
    expect(allowed('read', { type: 'loan', parties: waiting })).toContain('coborrower');
    expect(allowed('fill', { type: 'loan', parties: waiting })).toEqual(['owner']);
    expect(allowed('fill', { type: 'borrowerRecord', ownerId: 1, loans: [waiting] })).toEqual([
      'owner',
      'assignedOfficer',
      'assignedProcessor',
    ]);
    expect(canFillPerson(coborrower, waiting, 2)).toBe(false);
  });

  it("lets each borrower save only their own person's parts of the application (issue 21, point 6)", () => {
    // People: 1 the Applicant (the owner), 2 the Co-Borrower (joined as user 2), 3 a Co-Applicant nobody took.
    const fills = (actor: Actor, on: LoanParties = parties) =>
      [1, 2, 3].filter((mapid) => canFillPerson(actor, on, mapid));
    expect(fills(owner)).toEqual([1, 3]);
    expect(fills(coborrower)).toEqual([2]);
    for (const person of [otherBorrower, assignedOfficer, assignedProcessor, otherOfficer, compliance, admin]) {
      expect(fills(person)).toEqual([]);
    }
    // A co-borrower on the loan without a person of the application fills none; the owner then fills everyone.
    const unlinked: LoanParties = { ...parties, coborrowers: [{ userId: 2, mapid: null, authorized: true }] };
    expect(fills(coborrower, unlinked)).toEqual([]);
    expect(fills(owner, unlinked)).toEqual([1, 2, 3]);
  });

  it('lets only the owner invite, and only a person nobody took', () => {
    const invites = (actor: Actor) => [1, 2, 3].filter((mapid) => canInvitePerson(actor, parties, mapid));
    expect(invites(owner)).toEqual([3]);
    for (const person of Object.values(PEOPLE).filter((actor) => actor !== owner)) expect(invites(person)).toEqual([]);
  });

  it("never shows one borrower another person's personal values; the loan's staff see everyone's", () => {
    const sees = (actor: Actor) => [1, 2, 3].filter((mapid) => seesPersonalValuesOf(actor, parties, mapid));
    expect(sees(owner)).toEqual([1, 3]);
    expect(sees(coborrower)).toEqual([2]);
    expect(sees(otherBorrower)).toEqual([]);
    for (const staff of [assignedOfficer, assignedProcessor, compliance, admin]) expect(sees(staff)).toEqual([1, 2, 3]);
    expect(sees(otherOfficer)).toEqual([]);
  });

  it('gives form definitions to compliance and staff accounts and the audit log to admins', () => {
    expect(allowed('work', { type: 'formDefinitions' })).toEqual(['compliance']);
    expect(allowed('read', { type: 'formDefinitions' })).toEqual(['compliance', 'admin']);
    expect(allowed('work', { type: 'staffAccounts' })).toEqual(['admin']);
    expect(allowed('read', { type: 'auditLog' })).toEqual(['admin']);
  });
});
