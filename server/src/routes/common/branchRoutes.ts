import { CONTACT_SUCCESS_MESSAGE } from 'engine';
import { optionalUser } from 'server/http/auth.ts';
import { clientIp, type ApiRouter } from 'server/http/context.ts';
import { type AppDeps } from 'server/deps.ts';
import { success } from 'server/http/envelope.ts';
import { submissionRateLimit } from 'server/forms/submissionRateLimit.ts';
import { validateSubmission } from 'server/forms/submissionValidation.ts';
import { loadLookupOptions } from 'server/lookups/lookupOptions.ts';
import { branchConfirmationMail, choiceLabel, lenderBranchMail, type BranchApplicationData } from './branchMails.ts';
import { readFormRequest } from './formRequestBody.ts';
import { saveFormRequest } from './formRequestSaver.ts';

/** Branch applications one client address may save per window. */
export const BRANCH_LIMIT = { formIds: ['branch'], max: 5, windowMinutes: 10 } as const;

/**
 * POST /api/common/branch: the Become a Branch application (branchName, branchEmail, branchPhone, branchNMLS,
 * branchState from lookup type 18, branchBrief 1 or 2, branchMessage; formId 'branch').
 */
export function registerBranchRoutes(router: ApiRouter, deps: AppDeps): void {
  router.post('/common/branch', submissionRateLimit(deps, BRANCH_LIMIT), optionalUser(deps), async (ctx) => {
    const { formId, version, fields } = readFormRequest(ctx.request.body, BRANCH_LIMIT.formIds, 'branch');
    const { stored, data } = await validateSubmission<BranchApplicationData>(deps.db, formId, version, fields, {
      onRefused: (refused) =>
        ctx.state.log.info({ formId, formVersion: version, ...refused }, 'branch application refused'),
    });
    const stateType = stored.definition.lookups.branchState;
    const states =
      stateType === undefined ? [] : ((await loadLookupOptions(deps.db, [stateType])).get(stateType) ?? []);
    const labels = {
      state: states.find((option) => option.value === data.branchState)?.text ?? data.branchState,
      brief: choiceLabel(stored.definition, 'branchBrief', data.branchBrief),
    };
    const submissionId = await saveFormRequest(
      deps,
      { stored, data, ip: clientIp(ctx), userId: ctx.state.user?.id ?? null },
      (saved) => [lenderBranchMail(deps.config.lenderInbox, saved, labels), branchConfirmationMail(saved)],
    );
    ctx.state.log.info({ formId, formVersion: stored.version, submissionId }, 'branch application saved');
    ctx.body = success(null, CONTACT_SUCCESS_MESSAGE);
  });
}
