import { LENDER } from 'common';
import {
  LIMIT_WINDOW_MINUTES,
  PASSWORD_FAILURES_TO_ALARM,
  TOTP_FAILURES_TO_PAUSE,
} from 'server/commands/accounts/signInLimits.ts';
import type { MailMessage } from 'server/mail/queueMail.ts';

/** Minutes a one-time code stays valid; also printed in the code e-mail. */
export const CODE_TTL_MINUTES = 10;

/** What a one-time code is for. */
export type CodePurpose = 'signup' | 'login';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const signature = [LENDER.legalName, `NMLS ${LENDER.nmlsId}`, `${LENDER.supportPhone}, ${LENDER.hours}`];

/**
 * Our own addresses in a paragraph as links (a mail client that does not make links of text would leave a staff
 * member copying an invitation's address); a sentence's last stop stays outside the link.
 */
const withLinks = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]*[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Builds both bodies from paragraphs; the HTML is the same text, escaped, with its addresses as links and the code
 * set large.
 */
function compose(template: string, to: string, subject: string, paragraphs: string[], code?: string): MailMessage {
  const text = [...paragraphs, signature.join('\n')].join('\n\n') + '\n';
  const htmlParagraphs = paragraphs.map((p) => {
    const escaped = withLinks(escapeHtml(p));
    return code && p.includes(code)
      ? `<p>${escaped.replace(code, `<strong style="font-size:24px;letter-spacing:4px">${code}</strong>`)}</p>`
      : `<p>${escaped}</p>`;
  });
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">` +
    htmlParagraphs.join('') +
    `<p style="color:#555;font-size:13px">${signature.map(escapeHtml).join('<br>')}</p></body></html>`;
  return { template, to, subject, text, html };
}

/** The e-mail carrying a one-time code; the subject never carries the code. */
export function codeMail(to: string, purpose: CodePurpose, code: string): MailMessage {
  const signUp = purpose === 'signup';
  return compose(
    signUp ? 'account-signup-code' : 'account-login-code',
    to,
    `Your ${LENDER.name} ${signUp ? 'verification' : 'sign-in'} code`,
    [
      `Your ${LENDER.name} ${signUp ? 'verification' : 'sign-in'} code is ${code}.`,
      `Enter it to ${signUp ? 'create your account' : 'sign in'}. It expires in ${CODE_TTL_MINUTES} minutes and works only once.`,
      `If you did not ask for this code, you can ignore this e-mail.`,
    ],
    code,
  );
}

/** Sent instead of a code when someone tries to sign up with an address that already has an account. */
export function accountExistsMail(to: string, siteUrl: string): MailMessage {
  return compose('account-exists', to, `Your ${LENDER.name} account`, [
    `Someone asked to create a ${LENDER.name} account with this e-mail address, but you already have one.`,
    `To sign in, go to ${siteUrl}, choose Login/Signup, enter this e-mail address and choose Login with OTP (we e-mail you a code) or Login with Password.`,
    `If you did not ask for this, you can ignore this e-mail; nothing has changed on your account.`,
  ]);
}

/** Tells the account holder their password changed, so an unexpected change is noticed. */
export function passwordChangedMail(to: string): MailMessage {
  return compose('account-password-changed', to, `Your ${LENDER.name} password was changed`, [
    `The password of your ${LENDER.name} account was just changed, and your other sessions were signed out.`,
    `If you did not do this, call us at ${LENDER.supportPhone} (${LENDER.hours}) or write to ${LENDER.infoEmail}.`,
  ]);
}

/** The link inviting a staff member to set a password (a new account, or one an admin reset). */
export function staffInviteMail(to: string, link: string, purpose: 'invite' | 'reset', days: number): MailMessage {
  const invited = purpose === 'invite';
  return compose(
    invited ? 'staff-invite' : 'staff-reset',
    to,
    invited ? `Your ${LENDER.name} staff account` : `Your ${LENDER.name} staff sign-in was reset`,
    [
      invited
        ? `You have been given a staff account at ${LENDER.name}.`
        : `An administrator reset your ${LENDER.name} staff sign-in.`,
      `Open this link to choose a password: ${link}`,
      `It works once, for ${days} days. After the password, you sign in at /staff and set up an authenticator app (the second factor every staff account needs).`,
      'If you did not expect this, tell your administrator.',
    ],
  );
}

/**
 * What someone is guessing on a staff account: its password, or (knowing it) its authenticator codes, which paused
 * the second step; the member's mail then carries a reset link that lifts the pause.
 */
export type StaffGuessing = { kind: 'password' } | { kind: 'codes'; link: string; days: number };

const GUESSED_CODES = `${TOTP_FAILURES_TO_PAUSE} wrong authenticator codes in ${LIMIT_WINDOW_MINUTES} minutes`;
const GUESSED_PASSWORDS = `${PASSWORD_FAILURES_TO_ALARM} wrong passwords`;

/** Tells a staff member that someone is guessing their sign-in; no code, address or other detail is in it. */
export function staffGuessingMail(to: string, guessing: StaffGuessing): MailMessage {
  if (guessing.kind === 'codes') {
    return compose('staff-codes-guessed', to, `Sign-in to your ${LENDER.name} staff account is paused`, [
      'Someone who knows your password is guessing your authenticator codes: change your password.',
      `After ${GUESSED_CODES} we paused sign-in to your ${LENDER.name} staff account, so no code is accepted for now.`,
      `Open this link to choose a new password, which also lifts the pause: ${guessing.link}`,
      `It works once, for ${guessing.days} days. An administrator can also lift the pause.`,
    ]);
  }
  return compose('staff-password-guessed', to, `Someone is trying to sign in to your ${LENDER.name} staff account`, [
    `Someone entered ${GUESSED_PASSWORDS} for your ${LENDER.name} staff account in ${LIMIT_WINDOW_MINUTES} minutes.`,
    'Your authenticator app still keeps them out. If it was not you, ask an administrator for a reset link and choose a new password.',
  ]);
}

/**
 * Tells an admin that someone is guessing the sign-in of a staff account, named by its number only (the Staff page
 * shows the paused one, the audit log every alarm).
 */
export function staffGuessingAdminMail(
  to: string,
  guessing: StaffGuessing['kind'],
  staffId: number,
  staffPage: string,
): MailMessage {
  if (guessing === 'codes') {
    return compose('staff-codes-guessed-admin', to, `${LENDER.name}: a staff account's sign-in is paused`, [
      `Someone who knows the password of staff account number ${staffId} is guessing its authenticator codes: the member must change their password.`,
      `After ${GUESSED_CODES} we paused that account's sign-in. The member has been e-mailed a link to choose a new password, which lifts the pause.`,
      `You can also lift it on the Staff page, where the account shows as paused: ${staffPage}`,
    ]);
  }
  return compose('staff-password-guessed-admin', to, `${LENDER.name}: someone is guessing a staff password`, [
    `Someone entered ${GUESSED_PASSWORDS} for staff account number ${staffId} in ${LIMIT_WINDOW_MINUTES} minutes. Its authenticator still keeps them out, and the member has been told.`,
    `The Staff page lets you reset the account if the member asks: ${staffPage}`,
  ]);
}
