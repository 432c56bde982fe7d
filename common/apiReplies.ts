/**
 * The shapes of the API's replies, written once: the server's presenters build them and the browser's queries read
 * them. Types only.
 */

/** One refused field: its full data path (`residences.0.city`) and what is wrong with it. */
export interface FieldProblem {
  path: string;
  message: string;
}

/**
 * The reply envelope of every API call (spec decision 1): status 100 on success, else the HTTP status. A refusal's
 * `errors` are the spec's field names (top-level); `fieldErrors`, when a refusal concerns fields, carries the full
 * path and message of each, so nested fields can be marked.
 */
export interface Envelope<T = unknown> {
  status: number;
  statusText: string;
  data: T | null;
  errors: string[];
  fieldErrors?: FieldProblem[];
}

/**
 * A row of GET /api/loan/officers and /api/loan/allofficers: one officer's licence in one state (part 1 §3, part 2
 * §7.1). The officer's mobile number and record details stay on the server.
 */
export interface OfficerLicenseReply {
  id: number;
  fullname: string;
  email: string;
  work_phone: string;
  nmls_id: string;
  statename: string;
  state: string;
  license: string;
}

/** A row of GET /api/eloan/mortgagerates (part 2 §3.12), with the date the rate took effect (YYYY-MM-DD). */
export interface MortgageRateReply {
  type: 'purchase' | 'refinance';
  orderid: number;
  rate: number;
  apr: number;
  effectiveDate: string;
}

/** The item of GET /api/common/ratescredit: today's 30-year fixed purchase rate and the credit score we lend from. */
export interface RatesCreditReply {
  /** 30-Yr Fixed purchase rate in percent, 0 when none is published. */
  rates: number;
  apr: number;
  effectiveDate: string | null;
  /** Lowest credit score we lend at, and the program it applies to. */
  credit: number;
  creditProgram: string;
  conventionalCredit: number;
}

/** One rung of a loan's status ladder: done (with the date it was reached), current, or ahead. */
export interface MilestoneStepReply<M extends string = string> {
  milestone: M;
  name: string;
  /**
   * done: the loan's history records it (Rate Lock: a lock is recorded); current: the loan's milestone; skipped: an
   * earlier step the loan passed without it happening; ahead: still to come.
   */
  state: 'done' | 'current' | 'skipped' | 'ahead';
  /** When it happened (ISO), for done and current steps. */
  at: string | null;
}

/** A loan as its borrower's dashboard shows it (GET /api/dashboard/loans/1, the status card, with the ladder). */
export interface BorrowerLoanReply<M extends string = string> {
  _id: number;
  loanNumber: string;
  borrower: string;
  address: string;
  dateOn: string;
  /** The loan's milestone (`rate-lock`) and its ladder. */
  milestone: M;
  milestones: MilestoneStepReply<M>[];
  /** The lender's decision (open until one is made), and its name. */
  status: string;
  statusName: string;
  /** What the loan officer recorded: amount, issuing authority, estimated closing, rate lock. */
  facts: LoanFactsReply;
}

/** One loan of a staff member's pipeline (GET /api/staff/pipeline). */
export interface PipelineLoanReply<M extends string = string> {
  id: number;
  loanNumber: string;
  borrower: string;
  borrowerEmail: string;
  address: string;
  milestone: M;
  milestoneName: string;
  lastActivityAt: string;
  openRequests: number;
}

/** One pre-approval of a staff member's pipeline (GET /api/staff/preapprovals). */
export interface PipelinePreapprovalReply {
  id: number;
  refNumber: string;
  /** The borrower (and co-borrower) as the letter names them. */
  borrower: string;
  borrowerEmail: string;
  /** The approved amount in dollars; null while it is being filled, 0 when more information is needed. */
  amount: number | null;
  status: 'saved' | 'submitted';
  /** 'Pre-approved', 'More information needed' or 'In progress (step N)'. */
  statusText: string;
  officer: string | null;
  /** ISO moment of the submission, or of the last save while in progress. */
  updatedAt: string;
  letterReady: boolean;
}

/** A pre-approval as its staff read it (GET /api/staff/preapprovals/:id): the answers and the rule's figures. */
export interface StaffPreapprovalReply extends PipelinePreapprovalReply {
  /** Each step's answers as the wizard asked them (personal values masked). */
  sections: { title: string; answers: { label: string; value: string }[] }[];
  /** What the amount rule used and found (docs/preapproval-amount.md); null while it is being filled. */
  figures: { label: string; value: string }[] | null;
}

/** A loan as the staff loan page shows it (GET /api/staff/loans/:id). */
export interface StaffLoanReply<M extends string = string> {
  id: number;
  loanNumber: string;
  revision: number;
  borrower: { id: number; name: string; email: string };
  address: string;
  milestone: M;
  milestones: MilestoneStepReply<M>[];
  /** open, approved, denied, withdrawn or closed; the decisions staff may record next; when it was decided. */
  status: string;
  decisions: string[];
  decidedAt: string | null;
  history: { milestone: M; name: string; at: string; by: string | null }[];
  requests: {
    id: number;
    kind: string;
    title: string;
    status: string;
    createdAt: string;
    /** A condition of an approval with conditions. */
    condition: boolean;
    /** The borrower's written answer, for an information request. */
    answer: string | null;
  }[];
  notifications: { id: number; title: string; body: string; createdAt: string; read: boolean }[];
  consents: { id: number; kind: string; title: string; question: string; status: number; updatedAt: string }[];
  /** Who works the loan, how they came to, and what the caller may change. */
  staffing: LoanStaffingReply;
  /**
   * Whether the caller works the loan (its officer or processor): moves its milestones, decides it, records its facts,
   * posts to its borrower, asks for documents and reviews them, corrects and completes its applications. Compliance and
   * admins read it only (admins assign its staff: `staffing`).
   */
  mayWork: boolean;
  /** The loan's recorded facts (amount, issuing authority, estimated closing, rate lock). */
  facts: LoanFactsReply;
  /**
   * What the borrower still owes: open requests (a rejected document is owed again), each with its kind and, for a
   * condition of an approval, `condition`; the decision's confirmation lists them.
   */
  owed: { id: number; kind: string; title: string; condition: boolean; reason: string | null }[];
  /** The loan's applications moved to newer versions of their forms, with the answers kept from the older ones. */
  formUpdates?: StaffFormUpdateReply[];
}

/** One move of an application's stage to a newer version of its form (issue 23), as the loan's staff read it. */
export interface StaffFormUpdateReply {
  id: number;
  /** The application's reference number. */
  application: string;
  /** The stage's key (`stageThree`) and its form. */
  stage: string;
  formId: string;
  from: number;
  to: number;
  at: string;
  /** How many fields the borrower was asked to check again. */
  toCheck: number;
  /** The answers the new version has no place for, kept from the older one. */
  kept: { path: string; title: string; value: string }[];
}

/** The facts staff record on a loan and its borrowers read. */
export interface LoanFactsReply {
  loanAmount: number | null;
  issuingAuthority: string | null;
  /** YYYY-MM-DD. */
  estCloseDate: string | null;
  /** The latest rate lock: rate in percent, dates YYYY-MM-DD. */
  rateLock: { rate: number; lockedOn: string; expiresOn: string } | null;
}

/** A staff member named on a loan. */
export interface StaffNameReply {
  id: number;
  name: string;
}

/** Who works a loan (GET /api/staff/loans/:id, `staffing`). */
export interface LoanStaffingReply {
  officer: StaffNameReply | null;
  processor: StaffNameReply | null;
  /** The processors the caller may choose from, when the caller may set the processor (admins, the loan's officer). */
  processors: StaffNameReply[] | null;
  /** The loan officers an admin may choose from (null for everyone else). */
  officers: StaffNameReply[] | null;
  /** Every change of officer or processor, newest first: who, by whom, why. */
  history: { role: 'officer' | 'processor'; name: string | null; by: string | null; reason: string; at: string }[];
}

/** An invitation a loan officer sent (GET /api/staff/invitations). */
export interface SentInvitationReply {
  id: number;
  email: string;
  status: 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'expired';
  sentAt: string;
  answeredAt: string | null;
  /** The loan an accepted invitation opened. */
  loanId: number | null;
  loanNumber: string | null;
}

/** An invitation waiting for the borrower's answer (GET /api/invitations). */
export interface LoanInvitationReply {
  id: number;
  officerName: string;
  nmlsId: string;
  message: string | null;
  propertyAddress: string | null;
  sentAt: string;
  expiresAt: string;
}

/** What the Change Password form starts with (GET /api/profile/password): its definition's conditions read it. */
export interface PasswordFormReply {
  hasPassword: boolean;
}

/** A staff account as the admin's staff page lists it (GET /api/staff/members). */
export interface StaffMemberReply {
  id: number;
  email: string;
  name: string;
  role: 'loan_officer' | 'processor' | 'compliance' | 'admin';
  enrolled: boolean;
  disabled: boolean;
  hasPassword: boolean;
  /** Sign-in is paused after too many wrong authenticator codes, until lifted (POST /api/staff/members/:id/unlock). */
  paused: boolean;
}

/** An item of GET /api/loan/requests: something the loan team asks of the borrower. */
export interface LoanRequestReply {
  id: number;
  /** The loan's id, or the pre-approval's for a pre-approval document. */
  mapid: number | null;
  /** What is asked ('Pre' a pre-approval document, else the request's kind). */
  type: string;
  title: string;
  details: string | null;
  loanNumber: string | null;
  /** A condition of an approval with conditions; an information request is answered in writing. */
  condition: boolean;
  count: number;
  total: number;
  createdAt: string;
  /**
   * A document request's state: 'pending' once an upload for it waits for the loan team's review, 'owed' while one
   * is still to be sent (absent for other kinds).
   */
  state?: 'owed' | 'pending';
  /** Why the last upload for it was rejected, while it is owed again. */
  rejectedReason?: string | null;
}

/** An item of GET /api/dashboard/alerts. */
export interface AlertReply {
  id: number;
  title: string;
  body: string;
  loanNumber: string | null;
  createdAt: string;
  read: boolean;
}

/** GET /api/dashboard/preapproval: the newest pre-approval's status and step (0 and null without one). */
export interface PreapprovalStatusReply {
  statusIndicator: number;
  stage: number;
  id: number | null;
}
