import { findUserById } from 'server/commands/accounts/users.ts';
import { acceptInvite, changeStaffMember, inviteStaff, listStaff } from 'server/commands/staff/staffAccounts.ts';
import { finishStaffSignIn, startStaffSignIn } from 'server/commands/staff/staffSignIn.ts';
import { recentAuditEntries } from 'server/audit/auditLog.ts';
import type { AppDeps } from 'server/deps.ts';
import { publicRoute, signedIn, signedInUser } from 'server/http/auth.ts';
import { clientInfo, clientIp, type ApiRouter, type AppContext } from 'server/http/context.ts';
import { badRequest, notFound, success } from 'server/http/envelope.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { isRole, isStaff } from 'server/policies/roles.ts';
import { presentSignedInUser } from 'server/presenters/userPresenter.ts';
import { parseInviteAcceptance, parseNewStaff, parseStaffCode, parseStaffSignIn } from './staffInput.ts';

async function staffMemberOf(deps: AppDeps, ctx: AppContext) {
  const id = readWholeNumber(ctx.params.id);
  const user = id === null ? undefined : await findUserById(deps.db, id);
  if (!user || !isRole(user.role) || !isStaff(user.role)) throw notFound('This staff member does not exist.');
  return user;
}

/**
 * The lender's staff: sign-in at /staff (POST /staff/signin with the password, POST /staff/verify with the
 * authenticator code), POST /staff/accept for an invite or reset link, and the admin's staff page
 * (GET and POST /staff/members, POST /staff/members/:id/disable | enable | reset | unlock) and audit log
 * (GET /staff/audit).
 */
export function registerStaffRoutes(router: ApiRouter, deps: AppDeps): void {
  const open = publicRoute(deps);
  const admin = signedIn(deps, ['admin']);

  router.post('/staff/signin', open, async (ctx) => {
    const { email, password } = parseStaffSignIn(ctx.request.body);
    const challenge = await startStaffSignIn(deps, email, password, clientInfo(ctx));
    ctx.body = success(
      challenge,
      challenge.enrolment
        ? 'Scan the QR code with your authenticator app, then enter its 6-digit code.'
        : 'Enter the 6-digit code of your authenticator app.',
    );
  });

  router.post('/staff/verify', open, async (ctx) => {
    const { challenge, code } = parseStaffCode(ctx.request.body);
    const signed = await finishStaffSignIn(deps, challenge, code, clientInfo(ctx));
    ctx.state.log.info({ userId: signed.user.id }, 'staff signed in');
    ctx.body = {
      ...success({ ...presentSignedInUser(signed.user), role: signed.user.role }, 'Signed in.'),
      token: signed.token,
    };
  });

  router.post('/staff/accept', open, async (ctx) => {
    const { token, password } = parseInviteAcceptance(ctx.request.body);
    await acceptInvite(deps, token, password, clientIp(ctx));
    ctx.body = success(null, 'Your password is set. Sign in to continue.');
  });

  router.get('/staff/members', admin, async (ctx) => {
    ctx.body = success(await listStaff(deps.db));
  });

  router.post('/staff/members', admin, async (ctx) => {
    const caller = signedInUser(ctx);
    const member = await inviteStaff(deps, caller, parseNewStaff(ctx.request.body), clientIp(ctx));
    ctx.body = success(member, `We sent an invitation to ${member.email}.`);
  });

  for (const action of ['disable', 'enable', 'reset', 'unlock'] as const) {
    router.post(`/staff/members/:id/${action}`, admin, async (ctx) => {
      const caller = signedInUser(ctx);
      const member = await staffMemberOf(deps, ctx);
      if (member.id === caller.id) throw badRequest('You cannot change your own staff account here.');
      await changeStaffMember(deps, caller, member, action, clientIp(ctx));
      ctx.body = success(
        null,
        {
          disable: 'Disabled.',
          enable: 'Enabled.',
          reset: 'We sent a reset link.',
          unlock: 'Sign-in is open again.',
        }[action],
      );
    });
  }

  router.get('/staff/audit', admin, async (ctx) => {
    ctx.body = success(await recentAuditEntries(deps.db));
  });
}
