import type { StudioFormDetailReply, StudioFormReply } from 'common';
import type { OpenDraft, StoredDefinition, StoredVersionSummary } from 'server/forms/formDefinitionStore.ts';
import { usageKey, type FormUsage } from 'server/records/formUsage.ts';

/**
 * The studio's list of forms (GET /api/staff/forms): each form with its versions newest first, the one records are
 * filled on now, the open draft, who published each when, and the records filled on each.
 */
export function presentStudioForms(versions: readonly StoredVersionSummary[], usage: FormUsage): StudioFormReply[] {
  const forms = new Map<string, StudioFormReply>();
  for (const stored of versions) {
    const form = forms.get(stored.formId) ?? {
      formId: stored.formId,
      title: stored.title,
      published: null,
      draft: null,
      versions: [],
    };
    const counts = usage.get(usageKey(stored.formId, stored.version)) ?? { inProgress: 0, submitted: 0, moved: 0 };
    form.versions.push({
      version: stored.version,
      status: stored.scheduled ? 'scheduled' : stored.status,
      title: stored.title,
      publishedBy: stored.publishedBy,
      publishedAt: stored.publishedAt?.toISOString() ?? null,
      ...counts,
    });
    // Versions come newest first: the first published one is current, and names the form.
    if (stored.status === 'published' && !stored.scheduled && form.published === null) {
      form.published = stored.version;
      form.title = stored.title;
    }
    if (stored.status === 'draft' && form.draft === null) form.draft = stored.version;
    forms.set(stored.formId, form);
  }
  return [...forms.values()].sort((a, b) => a.title.localeCompare(b.title));
}

/** The studio's view of one form (GET /api/staff/forms/:formId). */
export function presentStudioForm(
  form: StudioFormReply,
  published: StoredDefinition | undefined,
  draft: OpenDraft | undefined,
  people: { names: ReadonlyMap<number, string>; youWorkedOnIt: boolean; validatorSignature: string | null },
): StudioFormDetailReply {
  const nameOf = (id: number | null) => (id === null ? null : (people.names.get(id) ?? null));
  return {
    form,
    published: published ? { version: published.version, definition: published.definition } : null,
    draft: draft
      ? {
          version: draft.version,
          revision: draft.revision,
          definition: draft.definition,
          updatedBy: nameOf(draft.updatedBy),
          updatedAt: draft.updatedAt?.toISOString() ?? null,
          review: {
            state: draft.review.state,
            reason: draft.review.reason,
            requestedBy: nameOf(draft.review.requestedBy),
            requestedAt: draft.review.requestedAt?.toISOString() ?? null,
            reviewedBy: nameOf(draft.review.reviewedBy),
            reviewedAt: draft.review.reviewedAt?.toISOString() ?? null,
            note: draft.review.note,
            youWorkedOnIt: people.youWorkedOnIt,
          },
          fixtures: draft.fixtures,
          validatorSignature: people.validatorSignature ?? '',
        }
      : null,
  };
}
