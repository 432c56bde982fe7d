import type { Role } from './roles.ts';

/** The caller a policy decides for: a signed-in user, or null for a visitor. */
export interface Actor {
  id: number;
  role: Role;
}

/** The people a loan belongs to and the staff assigned to it: what every decision about a loan needs. */
export interface LoanParties {
  loanId: number;
  /** The borrower who owns the loan. */
  borrowerUserId: number;
  /** Every borrower-side participant (the owner and co-borrowers). */
  participantIds: readonly number[];
  /** The co-borrowers and co-applicants who take part themselves: whom they are on the application, and their consent. */
  coborrowers: readonly LoanParticipant[];
  officerUserId: number | null;
  processorUserId: number | null;
}

/** A co-borrower or co-applicant who joined a loan (issue 21, point 6). */
export interface LoanParticipant {
  userId: number;
  /** The person of the loan's application they are and fill (2 the co-borrower, 3+ a co-applicant); null if none. */
  mapid: number | null;
  /** Whether they gave their own credit authorization: until then they read, and fill nothing. */
  authorized: boolean;
}

/** What an actor is to a loan. */
export type LoanRelation = 'owner' | 'coborrower' | 'assigned-staff' | 'compliance' | 'admin' | 'none';

/** What is asked of a record. */
export type Action =
  | 'read'
  /** Change the borrower's own data (save a form, upload, answer a consent). */
  | 'fill'
  /** Work the loan: milestones, notifications, requests, consents, reviews, corrections. */
  | 'work'
  /** Put a loan officer on a loan (admins only, with a reason: otherwise the borrower's own acts do it). */
  | 'assignOfficer'
  /** Put a processor on a loan, or take them off (admins and the loan's officer). */
  | 'assignProcessor'
  /** Throw away a record its owner started and never sent (its owner only: no participant, no staff member). */
  | 'discard';

/** A record the policy decides about. */
export type Subject =
  | { type: 'loan'; parties: LoanParties }
  /** A record a borrower filled (pre-approval, application, profile), and the loans it belongs to, if any. */
  | { type: 'borrowerRecord'; ownerId: number; loans: readonly LoanParties[]; assignedStaffId?: number | null }
  | { type: 'formDefinitions' }
  | { type: 'staffAccounts' }
  | { type: 'auditLog' };

/** What the actor is to the loan: its owner, a co-borrower, its assigned officer or processor, or a reviewer. */
export function relationToLoan(actor: Actor, parties: LoanParties): LoanRelation {
  if (actor.role === 'borrower') {
    if (actor.id === parties.borrowerUserId) return 'owner';
    return parties.participantIds.includes(actor.id) ? 'coborrower' : 'none';
  }
  if (actor.id === parties.officerUserId || actor.id === parties.processorUserId) return 'assigned-staff';
  if (actor.role === 'compliance') return 'compliance';
  if (actor.role === 'admin') return 'admin';
  return 'none';
}

function canOnLoan(actor: Actor, action: Action, parties: LoanParties): boolean {
  const relation = relationToLoan(actor, parties);
  switch (action) {
    case 'read':
      return relation !== 'none';
    case 'fill':
      return relation === 'owner' || (relation === 'coborrower' && participantOf(actor, parties)?.authorized === true);
    case 'work':
      return relation === 'assigned-staff';
    case 'assignOfficer':
      return actor.role === 'admin';
    case 'assignProcessor':
      return actor.role === 'admin' || (actor.role === 'loan_officer' && actor.id === parties.officerUserId);
    case 'discard':
      return relation === 'owner';
  }
}

function participantOf(actor: Actor, parties: LoanParties): LoanParticipant | undefined {
  return parties.coborrowers.find((participant) => participant.userId === actor.id);
}

/**
 * Whether a person of the loan's application (by mapid: 1 the Applicant, 2 the Co-Borrower, 3+ a Co-Applicant) is
 * the actor's own: a co-borrower who joined is the person they were invited as, and only that one; the owner is every
 * person nobody else took (themselves, and whoever does not take part with an account of their own).
 */
export function isOwnPerson(actor: Actor, parties: LoanParties, mapid: number): boolean {
  const relation = relationToLoan(actor, parties);
  if (relation === 'owner') return !parties.coborrowers.some((participant) => participant.mapid === mapid);
  return relation === 'coborrower' && participantOf(actor, parties)?.mapid === mapid;
}

/**
 * Whether the actor may save a person's parts of the loan's application (that person's entries of stages 3, 5 and 6,
 * stage 4 for the co-borrower; the Applicant's are stages 1 and 2 and the submission): their own person only, and a
 * co-borrower once they gave their own credit authorization. Staff correct through their own route (`work`).
 */
export function canFillPerson(actor: Actor, parties: LoanParties, mapid: number): boolean {
  return isOwnPerson(actor, parties, mapid) && canOnLoan(actor, 'fill', parties);
}

/**
 * Whether the actor may invite a person named on the loan's application (a co-borrower or co-applicant, mapid 2 and
 * up) to take part with an account of their own: the owner only, and only for a person nobody took yet.
 */
export function canInvitePerson(actor: Actor, parties: LoanParties, mapid: number): boolean {
  return mapid >= 2 && relationToLoan(actor, parties) === 'owner' && isOwnPerson(actor, parties, mapid);
}

/**
 * Whether a reply to the actor may carry a person's personal values (masked SSN, date of birth, account numbers):
 * a borrower sees those of their own people only, never another borrower's; staff who may read the loan see all.
 */
export function seesPersonalValuesOf(actor: Actor, parties: LoanParties, mapid: number): boolean {
  if (actor.role === 'borrower') return isOwnPerson(actor, parties, mapid);
  return canOnLoan(actor, 'read', parties);
}

function canOnBorrowerRecord(
  actor: Actor,
  action: Action,
  record: Extract<Subject, { type: 'borrowerRecord' }>,
): boolean {
  if (actor.role === 'borrower') {
    if (actor.id === record.ownerId) return action === 'read' || action === 'fill' || action === 'discard';
    // A co-borrower reaches the records of the loans they take part in.
    return record.loans.some((loan) => canOnLoan(actor, action, loan));
  }
  if (
    action === 'read' &&
    (record.assignedStaffId === actor.id || actor.role === 'compliance' || actor.role === 'admin')
  ) {
    return true;
  }
  // The staff assigned to the record itself (a pre-approval's officer) work it: ask for its documents, review them.
  if (action === 'work' && record.assignedStaffId === actor.id) return true;
  // Staff correct a borrower's record as work on its loan.
  const asLoanAction: Action = action === 'fill' ? 'work' : action;
  return record.loans.some((loan) => canOnLoan(actor, asLoanAction, loan));
}

/**
 * What a staff member who may read a record, but not do the action to it, is told: who may (the reply is a 403 with
 * these words; whoever may not even read the record is told it is not found, see authorize.ts).
 */
export const STAFF_REFUSALS: Readonly<Record<Exclude<Action, 'read'>, string>> = {
  work: 'Only the loan officer or processor working this can do this.',
  fill: 'Only the loan officer or processor working this can do this.',
  assignOfficer: 'Only an admin can assign a loan officer.',
  assignProcessor: "Only an admin or the loan's officer can set the processor.",
  discard: 'Only the borrower who started it can discard it.',
};

/**
 * The one place that decides who may do what (STYLE: policies beside resources). Borrowers reach their own records
 * and the loans they take part in; a loan's assigned officer and processor work it; compliance and admins may read
 * any loan (and every such read is audited); only compliance edits form definitions; only admins manage staff and
 * read the audit log. Visitors reach nothing here.
 */
export function can(actor: Actor | null, action: Action, subject: Subject): boolean {
  if (!actor) return false;
  switch (subject.type) {
    case 'loan':
      return canOnLoan(actor, action, subject.parties);
    case 'borrowerRecord':
      return canOnBorrowerRecord(actor, action, subject);
    case 'formDefinitions':
      return actor.role === 'compliance' || (action === 'read' && actor.role === 'admin');
    case 'staffAccounts':
    case 'auditLog':
      return actor.role === 'admin';
  }
}
