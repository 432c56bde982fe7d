import type { FieldProblem } from 'common';
import type { FormDefinition, FormFixtures } from 'engine';
import { recordAudit } from 'server/audit/auditLog.ts';
import type { Trx } from 'server/db/database.ts';
import { inTransaction } from 'server/db/transaction.ts';
import { checkDraft } from 'server/forms/draftChecks.ts';
import type { AppDeps } from 'server/deps.ts';
import { writeDraftAtRevision, type OpenDraft } from 'server/forms/formDefinitionStore.ts';
import { badRequest } from 'server/http/envelope.ts';
import type { Actor } from 'server/policies/policy.ts';
import { staleSave } from 'server/records/revisions.ts';
import { DRAFT_ACTIONS, openDraftNamed, wrongState } from './draftReview.ts';

/** What a draft save sends: the definition (and its examples, when edited), at the draft's version and revision. */
export interface DraftSave {
  version: number;
  revision: number;
  definition: unknown;
  fixtures?: FormFixtures;
}

/**
 * Saves the open draft of a form (issue 23): the definition must pass the studio's save checks (checkDraft: size
 * limits, the meta-schema, every path, message and rule, patterns safe from catastrophic backtracking; each problem is
 * sent back at its path and nothing is stored) and keep the form's id and the draft's version; it is stored only at the revision the editor read, else 409 and nothing changes, so two
 * people editing one draft never lose an edit. Returns the new revision.
 */
export async function saveFormDraft(
  deps: AppDeps,
  actor: Actor,
  formId: string,
  save: DraftSave,
  ip: string,
): Promise<{ version: number; revision: number }> {
  const report = checkDraft(save.definition, { formId, version: save.version, fixtures: save.fixtures ?? null });
  const refused = report.problems.filter((problem) => problem.blocks === 'save');
  if (!report.definition || refused.length > 0) {
    const problems: FieldProblem[] = refused.map(({ path, message }) => ({ path, message }));
    throw badRequest(
      `The draft has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}; nothing was saved.`,
      problems,
    );
  }
  const definition = report.definition;
  return inTransaction(deps, (trx) =>
    writeDraftEdit(trx, actor, formId, save, ip, () => ({ definition, fixtures: save.fixtures })),
  );
}

/**
 * Writes an edit of a form's open draft, the one write every draft edit makes: refused while the draft is in review
 * or approved, stored only at the revision the editor read (else 409 and nothing changes), audited as a save (with
 * `note` beside who, which form, version and revision). `edit` gives the definition and examples to store, from the
 * draft as it is stored; it may refuse by throwing.
 */
export async function writeDraftEdit(
  trx: Trx,
  actor: Actor,
  formId: string,
  at: { version: number; revision: number },
  ip: string,
  edit: (draft: OpenDraft) => { definition: FormDefinition; fixtures?: FormFixtures },
  note: Record<string, string> = {},
): Promise<{ version: number; revision: number }> {
  const open = await openDraftNamed(trx, formId, at.version);
  if (open.review.state !== 'editing' && open.revision === at.revision) throw wrongState(open, 'edited');
  const { definition, fixtures } = edit(open);
  const revision = await writeDraftAtRevision(
    trx,
    { formId, version: at.version, revision: at.revision },
    definition,
    actor.id,
    fixtures,
  );
  if (revision === null) throw staleSave();
  await recordAudit(trx, {
    actor,
    action: DRAFT_ACTIONS.save,
    recordType: 'form_definition',
    ip,
    details: { formId, version: at.version, revision, ...note },
  });
  return { version: at.version, revision };
}
