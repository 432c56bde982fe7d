import type { AccountRole } from 'common';

/** Who a user is to the lender: a borrower, or one of the lender's staff (the contract's AccountRole). */
export type Role = AccountRole;

/** Every role, borrower first. */
export const ROLES: readonly Role[] = ['borrower', 'loan_officer', 'processor', 'compliance', 'admin'];

/** The lender's staff roles: they sign in at /staff with a password and a second factor. */
export const STAFF_ROLES: readonly Role[] = ['loan_officer', 'processor', 'compliance', 'admin'];

/** Staff who work loans day to day (assigned as a loan's officer or processor). */
export const LOAN_STAFF_ROLES: readonly Role[] = ['loan_officer', 'processor'];

/** True for a known role. */
export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** True for the lender's staff. */
export function isStaff(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}

/**
 * The spec's user type index (part 2 §3.12, §6): 3 is the borrower, who approves or denies documents waiting for
 * approval and whose own uploads are approved by submitting them; staff are the other types.
 */
export function typeIndexOf(role: Role): number {
  return { borrower: 3, loan_officer: 1, processor: 2, compliance: 4, admin: 5 }[role];
}
