import type { FieldProblem } from 'common';
import { checkDefinition } from 'engine/compiler.ts';
import { recordAudit } from 'server/audit/auditLog.ts';
import { inTransaction } from 'server/db/transaction.ts';
import type { AppDeps } from 'server/deps.ts';
import { findOpenDraft, writeDraftAtRevision } from 'server/forms/formDefinitionStore.ts';
import { badRequest, notFound } from 'server/http/envelope.ts';
import type { Actor } from 'server/policies/policy.ts';
import { staleSave } from 'server/records/revisions.ts';

/** What a draft save sends: the definition, and the draft's version and revision the editor started from. */
export interface DraftSave {
  version: number;
  revision: number;
  definition: unknown;
}

/** One problem of a definition ('messages.email.required: is missing') as a problem at its path. */
function problemAt(problem: string): FieldProblem {
  const colon = problem.indexOf(': ');
  return colon > 0
    ? { path: problem.slice(0, colon), message: problem.slice(colon + 2) }
    : { path: 'definition', message: problem };
}

/**
 * Saves the open draft of a form (issue 23): the definition must pass the engine's checks (the meta-schema, then
 * every path, message and rule; each problem is sent back at its path and nothing is stored) and keep the form's id
 * and the draft's version; it is stored only at the revision the editor read, else 409 and nothing changes, so two
 * people editing one draft never lose an edit. Returns the new revision.
 */
export async function saveFormDraft(
  deps: AppDeps,
  actor: Actor,
  formId: string,
  save: DraftSave,
  ip: string,
): Promise<{ version: number; revision: number }> {
  const check = checkDefinition(save.definition);
  if (!check.ok) {
    throw badRequest(
      `The draft has ${check.problems.length === 1 ? 'a problem' : `${check.problems.length} problems`}; nothing was saved.`,
      check.problems.map(problemAt),
    );
  }
  const definition = check.definition;
  if (definition.id !== formId || definition.version !== save.version) {
    throw badRequest(`A draft keeps its form id (${formId}) and version (${save.version}).`, ['definition']);
  }
  return inTransaction(deps, async (trx) => {
    const open = await findOpenDraft(trx, formId);
    if (!open || open.version !== save.version) throw notFound('This draft is no longer open.');
    const revision = await writeDraftAtRevision(
      trx,
      { formId, version: save.version, revision: save.revision },
      definition,
      actor.id,
    );
    if (revision === null) throw staleSave();
    await recordAudit(trx, {
      actor,
      action: 'form.draft.save',
      recordType: 'form_definition',
      ip,
      details: { formId, version: save.version, revision },
    });
    return { version: save.version, revision };
  });
}
