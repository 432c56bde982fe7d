import type { StudioFormDetailReply, StudioFormReply } from 'common';
import { findUserById } from 'server/commands/accounts/users.ts';
import type { Db } from 'server/db/database.ts';
import { displayName } from 'server/presenters/userPresenter.ts';
import { formVersionUsage } from 'server/records/formUsage.ts';
import { presentStudioForm, presentStudioForms } from 'server/presenters/studioPresenter.ts';
import { findDefinition, findOpenDraft, listStoredVersions } from './formDefinitionStore.ts';

/** Every form with its versions and the records filled on each (the studio's list). */
export async function studioForms(db: Db): Promise<StudioFormReply[]> {
  const [versions, usage] = await Promise.all([listStoredVersions(db), formVersionUsage(db)]);
  return presentStudioForms(versions, usage);
}

/** One form as the studio shows it, or undefined when no version of it is stored. */
export async function studioForm(db: Db, formId: string): Promise<StudioFormDetailReply | undefined> {
  const form = (await studioForms(db)).find((candidate) => candidate.formId === formId);
  if (!form) return undefined;
  const [published, draft] = await Promise.all([findDefinition(db, formId, undefined), findOpenDraft(db, formId)]);
  const editor = draft?.updatedBy ? await findUserById(db, draft.updatedBy) : undefined;
  return presentStudioForm(form, published, draft, editor ? displayName(editor) : null);
}
