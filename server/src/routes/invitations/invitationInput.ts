import { isEmail } from 'engine';
import type { InvitationInput } from 'server/commands/loans/loanInvitations.ts';
import { badRequest } from 'server/http/envelope.ts';
import { readText } from 'server/http/input.ts';

/** Longest property address an invitation carries. */
export const PROPERTY_ADDRESS_MAX = 200;
/** Longest message an officer writes with an invitation. */
export const INVITATION_MESSAGE_MAX = 1000;

/** POST /staff/invitations: { email, propertyAddress?, message? }, each checked with its field named. */
export function parseInvitation(rawBody: unknown): InvitationInput {
  const body =
    typeof rawBody === 'object' && rawBody !== null && !Array.isArray(rawBody)
      ? (rawBody as Record<string, unknown>)
      : {};
  const email = readText(body.email, 'email').toLowerCase();
  if (!email) throw badRequest("Enter the borrower's e-mail address.", ['email']);
  if (!isEmail(email)) throw badRequest('Enter valid email', ['email']);
  const propertyAddress = readText(body.propertyAddress, 'propertyAddress');
  if (propertyAddress.length > PROPERTY_ADDRESS_MAX) {
    throw badRequest(`The property address can be at most ${PROPERTY_ADDRESS_MAX} characters.`, ['propertyAddress']);
  }
  const message = readText(body.message, 'message', true);
  if (message.length > INVITATION_MESSAGE_MAX) {
    throw badRequest(`The message can be at most ${INVITATION_MESSAGE_MAX} characters.`, ['message']);
  }
  return { email, propertyAddress: propertyAddress || null, message: message || null };
}
