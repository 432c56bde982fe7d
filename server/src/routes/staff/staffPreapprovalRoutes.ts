import { preapprovalRef, staffPreapprovalList } from 'server/policies/preapprovalAccess.ts';
import type { PipelinePreapprovalReply, StaffPreapprovalReply } from 'common';
import { findStoredDefinition } from 'server/forms/formDefinitionStore.ts';
import { readWholeNumber } from 'server/http/input.ts';
import { loadLookupOptions } from 'server/lookups/lookupOptions.ts';
import { authorizeBorrowerRecord } from 'server/policies/authorize.ts';
import { presentSealedRecord } from 'server/records/sealedRecords.ts';
import { PREAPPROVAL_FORM } from 'server/preapproval/preapprovalDefinition.ts';
import { answerSections, figureLines } from './staffPreapprovalPresenter.ts';
import type { AppDeps } from 'server/deps.ts';
import { signedIn } from 'server/http/auth.ts';
import type { ApiRouter } from 'server/http/context.ts';
import { notFound, success } from 'server/http/envelope.ts';
import { STAFF_ROLES } from 'server/policies/roles.ts';
import {
  PREAPPROVAL_SUBMITTED,
  preapprovalSealingContextOf,
  staffPreapprovalById,
  type StaffPreapprovalRow,
} from 'server/records/preapprovals.ts';

type Data = Record<string, unknown>;

const textAt = (data: unknown, ...keys: string[]): string => {
  let node = data;
  for (const key of keys) node = typeof node === 'object' && node !== null ? (node as Data)[key] : undefined;
  return typeof node === 'string' ? node.trim() : '';
};

/** The names the letter prints (step 3's borrower, step 5's co-borrower), else the account's name. */
function borrowerOf(row: StaffPreapprovalRow): string {
  const name = (person: unknown) => `${textAt(person, 'firstName')} ${textAt(person, 'lastName')}`.trim();
  const borrower = name((row.data.stage3 as Data | undefined)?.borrower);
  const withCoBorrower = (row.data.stage4 as Data | undefined)?.coBorrowerIndicator === true;
  const coBorrower = withCoBorrower ? name((row.data.stage5 as Data | undefined)?.coborrower) : '';
  const names = [borrower || `${row.first_name} ${row.last_name}`.trim(), coBorrower].filter(Boolean);
  return names.join(' and ');
}

/** What the pipeline shows of a pre-approval (no personal field: the record's sealed values stay where they are). */
function presentStaffPreapproval(row: StaffPreapprovalRow): PipelinePreapprovalReply {
  const submitted = row.status_indicator === PREAPPROVAL_SUBMITTED;
  const amount = submitted ? Number(row.amount ?? 0) : null;
  const officer = `${row.officer_first_name ?? ''} ${row.officer_last_name ?? ''}`.trim();
  return {
    id: row.id,
    refNumber: row.ref_number,
    borrower: borrowerOf(row),
    borrowerEmail: row.email,
    amount,
    status: submitted ? 'submitted' : 'saved',
    statusText: !submitted
      ? `In progress (step ${row.current_stage})`
      : amount && amount > 0
        ? 'Pre-approved'
        : 'More information needed',
    officer: officer || null,
    updatedAt: new Date(row.submitted_at ?? row.updated_at).toISOString(),
    letterReady: row.letter_file_id !== null,
  };
}

/**
 * Pre-approvals in the staff pipeline: GET /staff/preapprovals lists those the policy lets the caller read (a loan
 * officer's own, those of the loans they work; every one for compliance and admins) with reference, borrower,
 * amount, status and whether the letter is ready (GET /pre/letter/:id/pdf opens it, audited there). The list
 * read is audited with the records it showed. GET /staff/preapprovals/:id shows one: every answer as the wizard
 * asked it (personal values masked) and the figures of the amount rule, audited.
 */
export function registerStaffPreapprovalRoutes(router: ApiRouter, deps: AppDeps): void {
  const staff = signedIn(deps, STAFF_ROLES);

  router.get('/staff/preapprovals', staff, async (ctx) => {
    const readable = await staffPreapprovalList(deps.db, ctx);
    ctx.body = success(readable.map(presentStaffPreapproval));
  });

  router.get('/staff/preapprovals/:id', staff, async (ctx) => {
    const id = readWholeNumber(ctx.params.id);
    const row = id === null ? undefined : await staffPreapprovalById(deps.db, id);
    if (!row) throw notFound();
    await authorizeBorrowerRecord(deps.db, ctx, 'read', preapprovalRef(row, 'preapproval'), {
      view: 'staff pre-approval',
    });
    const stored = await findStoredDefinition(deps.db, PREAPPROVAL_FORM, row.form_version);
    if (!stored) throw notFound();
    const definition = stored.definition;
    const lookups = await loadLookupOptions(deps.db, [...new Set(Object.values(definition.lookups))]);
    const shown = presentSealedRecord(
      deps.keys.personal,
      definition,
      preapprovalSealingContextOf(row.user_id),
      row.data,
    );
    const reply: StaffPreapprovalReply = {
      ...presentStaffPreapproval(row),
      sections: answerSections(definition, lookups, shown.data, shown.onFile),
      figures: row.status_indicator === PREAPPROVAL_SUBMITTED ? figureLines(row.computation) : null,
    };
    ctx.body = success(reply);
  });
}
