/** The replies of the account calls (server/src/routes/accounts) that the pages read. Types only. */

/** Who a user is to the lender: a borrower, or one of the lender's staff. */
export type AccountRole = 'borrower' | 'loan_officer' | 'processor' | 'compliance' | 'admin';

/** One of the lender's staff roles. */
export type StaffRole = Exclude<AccountRole, 'borrower'>;

/** What a sign-in or sign-up reply carries about the user (spec §7 authenticate). */
export interface SignedInUserReply {
  status: number;
  name: string;
  _id: number;
}

/** GET /session: the signed-in user (a borrower's or a staff member's session). */
export interface SessionUserReply {
  _id: number;
  name: string;
  status: number;
  email: string;
  role: AccountRole;
}

/** GET /profile/user: the account's names and contact (the short application's prefill). */
export interface ProfileUserReply {
  first_name: string;
  last_name: string;
  middle_name: string;
  mobile_number: string;
  email: string;
  work_phone: string;
}

/** A staff session's user (GET /session with a staff token). */
export type StaffSessionReply = SessionUserReply & { role: StaffRole };
