import type { Db, Trx } from 'server/db/database.ts';

/** A row of the users table. */
export interface UserRow {
  id: number;
  email: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  mobile_number: string | null;
  work_phone: string | null;
  password_hash: string | null;
  status: number;
  role: string;
  disabled_at: Date | null;
  /** The staff second factor's secret, encrypted (encryptText); enrolled once a first code checked out. */
  totp_secret_enc: string | null;
  totp_enrolled_at: Date | null;
  /** Set when too many wrong authenticator codes paused the second step (staff/signInAlarms.ts). */
  mfa_paused_at: Date | null;
  invited_by: number | null;
  email_verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The user with this (lower-cased) e-mail address, if any. */
export async function findUserByEmail(db: Db | Trx, email: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ email }).first();
}

/** The user with this id, if any. */
export async function findUserById(db: Db | Trx, id: number): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}
