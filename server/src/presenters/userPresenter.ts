import type { AccountRole, ProfileUserReply, SessionUserReply, SignedInUserReply } from 'common';
import type { AuthUser } from '../http/context.ts';

/** The name fields of a user, as stored. */
interface NamedUser {
  first_name: string;
  last_name: string;
}

/** The name shown in the header: first and last name. */
export function displayName(user: NamedUser): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** The user part of a sign-in reply. */
export function presentSignedInUser(user: NamedUser & { id: number; status: number }): SignedInUserReply {
  return { status: user.status, name: displayName(user), _id: user.id };
}

/** The signed-in caller, for the UI to refresh its stored status. */
export function presentSessionUser(user: AuthUser): SessionUserReply {
  return { _id: user.id, name: user.name, status: user.status, email: user.email, role: user.role as AccountRole };
}

/** The account's own contact details; lists its fields so no other column (the password hash) leaks. */
export function presentProfileUser(
  user: NamedUser & {
    middle_name: string | null;
    mobile_number: string | null;
    email: string;
    work_phone: string | null;
  },
): ProfileUserReply {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    middle_name: user.middle_name ?? '',
    mobile_number: user.mobile_number ?? '',
    email: user.email,
    work_phone: user.work_phone ?? '',
  };
}
