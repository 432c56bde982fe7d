import { FORM_SOURCES } from 'forms';
import type { TestServer } from './testServer.ts';

/** The wizard's record by stage (`stage1` … `stage9`), as the browser sends it. */
export type WizardStages = Record<string, Record<string, unknown>>;

/**
 * A valid record of the wizard's newest definition, from its fixtures: alone (index 0) or with a co-borrower
 * (index 1), copied so a test may change it.
 */
export function wizardRecord(index = 0): WizardStages {
  const source = FORM_SOURCES.filter((entry) => entry.folder.startsWith('preapproval/')).at(-1);
  return structuredClone((source?.fixtures as { valid: WizardStages[] }).valid[index] as WizardStages);
}

/** POST pre/progress: the borrower of `token` saves these steps of the wizard at the revision read. */
export function saveWizardSteps(server: TestServer, token: string, revision: number, data: WizardStages) {
  return server.api<{ id: number; stage: number; revision: number }>(
    'POST',
    'pre/progress',
    { formVersion: 1, revision, data },
    token,
  );
}
