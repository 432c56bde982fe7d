import type { StudioFormDetailReply, StudioFormReply } from 'common';
import { draftAuthors, staffPeople } from 'server/commands/studio/draftReview.ts';
import type { Db } from 'server/db/database.ts';
import { formVersionUsage } from 'server/records/formUsage.ts';
import type { Keys } from 'server/security/crypto.ts';
import { draftValidatorSignature } from './draftValidatorLink.ts';
import { presentStudioForm, presentStudioForms } from 'server/presenters/studioPresenter.ts';
import { findDefinition, findOpenDraft, listStoredVersions } from './formDefinitionStore.ts';

/** Every form with its versions and the records filled on each (the studio's list). */
export async function studioForms(db: Db): Promise<StudioFormReply[]> {
  const [versions, usage] = await Promise.all([listStoredVersions(db), formVersionUsage(db)]);
  return presentStudioForms(versions, usage);
}

/** One form as the studio shows it, or undefined when no version of it is stored. */
export async function studioForm(
  db: Db,
  formId: string,
  viewerId: number,
  keys: Keys,
): Promise<StudioFormDetailReply | undefined> {
  const form = (await studioForms(db)).find((candidate) => candidate.formId === formId);
  if (!form) return undefined;
  const [published, draft] = await Promise.all([findDefinition(db, formId, undefined), findOpenDraft(db, formId)]);
  const authors = draft ? await draftAuthors(db, draft) : [];
  const named = draft ? [draft.updatedBy, draft.review.requestedBy, draft.review.reviewedBy] : [];
  const people = await staffPeople(
    db,
    named.filter((id): id is number => id !== null),
    false,
  );
  return presentStudioForm(form, published, draft, {
    names: new Map(people.map((person) => [person.id, person.name])),
    youWorkedOnIt: authors.includes(viewerId),
    validatorSignature: draft ? draftValidatorSignature(keys, formId, draft.version) : null,
  });
}
