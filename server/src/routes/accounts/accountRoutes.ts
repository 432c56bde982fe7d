import { registerAccount, type SignedIn } from 'server/commands/accounts/accountRegistrar.ts';
import { requestCode } from 'server/commands/accounts/codeSender.ts';
import {
  asksCurrentPassword,
  changePassword,
  SIGN_IN_AGAIN_FOR_PASSWORD,
} from 'server/commands/accounts/passwordChanger.ts';
import { revokeSession } from 'server/commands/accounts/sessions.ts';
import { signInWithCode, signInWithPassword } from 'server/commands/accounts/signIn.ts';
import { findUserById } from 'server/commands/accounts/users.ts';
import type { PasswordFormReply } from 'common';
import { validateSubmission } from 'server/forms/submissionValidation.ts';
import { publicRoute, signedIn, signedInUser } from 'server/http/auth.ts';
import { clientInfo, clientIp, type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { badRequest, success, unauthorized } from 'server/http/envelope.ts';
import { presentProfileUser, presentSessionUser, presentSignedInUser } from 'server/presenters/userPresenter.ts';
import { parsePasswordChange, parseSignIn, parseSignUp } from './accountInput.ts';

/** The definition the Change Password popup is rendered from (forms/change-password). */
const CHANGE_PASSWORD_FORM = 'change-password';

/** The sign-in reply: the envelope with the token beside it (spec §7 authenticate). */
function signedInReply(signedIn: SignedIn, statusText: string) {
  return { ...success(presentSignedInUser(signedIn.user), statusText), token: signedIn.token };
}

/**
 * Accounts: POST /register/user, POST /authenticate, POST /logout, GET /session,
 * GET /profile/user, GET /profile/password (what the Change Password form starts with) and POST /profile/password.
 */
export function registerAccountRoutes(router: ApiRouter, deps: AppDeps): void {
  const auth = signedIn(deps);
  const open = publicRoute(deps);

  router.post('/register/user', open, async (ctx) => {
    const input = parseSignUp(ctx.request.body);
    const { email } = input.details;
    if (input.step === 'requestCode') {
      await requestCode(deps, 'signup', { email, ip: clientIp(ctx) });
      ctx.body = success(null, 'We sent a 6-digit code to your e-mail. Enter it to create your account.');
      return;
    }
    const signedIn = await registerAccount(
      deps,
      { ...input.details, password: input.password },
      input.code,
      clientInfo(ctx),
    );
    ctx.state.log.info({ userId: signedIn.user.id }, 'account created');
    ctx.body = signedInReply(signedIn, 'Your account is ready.');
  });

  router.post('/authenticate', open, async (ctx) => {
    const input = parseSignIn(ctx.request.body);
    if (input.step === 'requestCode') {
      await requestCode(deps, 'login', { email: input.email, ip: clientIp(ctx) });
      ctx.body = success(null, 'If an account exists for this e-mail, we sent it a 6-digit code.');
      return;
    }
    const signedIn =
      input.step === 'code'
        ? await signInWithCode(deps, input.email, input.code, clientInfo(ctx))
        : await signInWithPassword(deps, input.email, input.password, clientInfo(ctx));
    ctx.body = signedInReply(signedIn, 'Signed in.');
  });

  router.post('/logout', auth, async (ctx) => {
    await revokeSession(deps.db, signedInUser(ctx).sessionId);
    ctx.body = success(null, 'Signed out.');
  });

  router.get('/session', auth, async (ctx) => {
    ctx.body = success(presentSessionUser(signedInUser(ctx)));
  });

  router.get('/profile/user', auth, async (ctx) => {
    const user = await findUserById(deps.db, signedInUser(ctx).id);
    if (!user) throw unauthorized();
    ctx.body = success(presentProfileUser(user));
  });

  router.get('/profile/password', auth, async (ctx) => {
    const user = await findUserById(deps.db, signedInUser(ctx).id);
    if (!user) throw unauthorized();
    const reply: PasswordFormReply = {
      hasPassword: await asksCurrentPassword(deps, user, signedInUser(ctx).sessionId),
    };
    ctx.body = success(reply);
  });

  router.post('/profile/password', auth, async (ctx) => {
    const caller = signedInUser(ctx);
    const user = await findUserById(deps.db, caller.id);
    if (!user) throw unauthorized();
    const hasPassword = await asksCurrentPassword(deps, user, caller.sessionId);
    // The popup's definition checks the body with the server's hasPassword (never the browser's): its conditions ask
    // only for the new password when the current one is not asked (no password yet, or a forgotten one after signing
    // in with a code).
    const body: unknown = ctx.request.body;
    const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
    // A form opened without the current password whose 15 minutes passed before it was sent: sign in again.
    if (hasPassword && isObject && (body as Record<string, unknown>).hasPassword === false) {
      throw badRequest(SIGN_IN_AGAIN_FOR_PASSWORD);
    }
    await validateSubmission(deps.db, CHANGE_PASSWORD_FORM, undefined, isObject ? { ...body, hasPassword } : body, {
      onRefused: (refused) =>
        ctx.state.log.info({ formId: CHANGE_PASSWORD_FORM, ...refused }, 'password change refused'),
    });
    const change = parsePasswordChange(body, hasPassword);
    await changePassword(deps, user, caller.sessionId, change, clientIp(ctx));
    ctx.body = success(null, 'Password changed successfully');
  });
}
