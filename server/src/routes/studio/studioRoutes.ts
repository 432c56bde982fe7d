import type { AppDeps } from 'server/deps.ts';
import { listStoredVersions } from 'server/forms/formDefinitionStore.ts';
import { signedInOrUnseen } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { success } from 'server/http/envelope.ts';
import { STAFF_ROLES } from 'server/policies/roles.ts';
import { formVersionUsage } from 'server/records/formUsage.ts';
import { presentStudioForms } from './studioFormsPresenter.ts';

/**
 * The compliance studio (issue 23) under /api/staff/forms: every staff member reads it; borrowers and visitors are
 * told it does not exist (404). GET /staff/forms lists every form with its versions and the records filled on each.
 */
export function registerStudioRoutes(router: ApiRouter, deps: AppDeps): void {
  const staff = signedInOrUnseen(deps, STAFF_ROLES);

  router.get('/staff/forms', staff, async (ctx) => {
    const [versions, usage] = await Promise.all([listStoredVersions(deps.db), formVersionUsage(deps.db)]);
    ctx.body = success(presentStudioForms(versions, usage));
  });
}
