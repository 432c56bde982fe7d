import type { FormDefinition } from 'engine';
import type {
  ApprovalState,
  DocumentTypeFieldReply,
  DocumentTypeReply,
  LoanDocumentReply,
  PreapprovalDocumentReply,
} from 'common';
import { documentStatusOf } from 'common';
import type { DefinitionCache } from 'server/forms/definitionCache.ts';
import type { LoanParties } from 'server/policies/policy.ts';
import { documentRecordKey, isDeletable, type DocumentTypeRow, type DocumentView } from 'server/records/documents.ts';
import { presentSealedRecord } from 'server/records/sealedRecords.ts';
import type { PersonalKeyring } from 'server/security/personalFields.ts';

/**
 * Replies of the document calls (common/documentReplies.ts): each presenter lists the fields it returns, so no
 * column leaks (the file's key, the uploader's e-mail and sealed values stay on the server).
 */

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/** The approval state of part 2 §4.5: accepted is Approved, denied is Denied, anything else Awaiting. */
export function approvalStateOf(consent: string | null): ApprovalState {
  if (consent === 'accepted') return 'Approved';
  if (consent === 'denied') return 'Denied';
  return 'Awaiting';
}

interface SchemaField {
  title?: string;
  type?: string;
  enum?: unknown[];
}

/** The order of a flat definition's fields (its `ui:order`), with their schemas. */
function fieldsOf(definition: FormDefinition): { name: string; schema: SchemaField; names: unknown }[] {
  const properties = (definition.schema.properties ?? {}) as Record<string, SchemaField>;
  const order = (definition.uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(properties);
  return order
    .filter((name) => properties[name])
    .map((name) => ({
      name,
      schema: properties[name] as SchemaField,
      names: (definition.uiSchema[name] as { 'ui:enumNames'?: unknown } | undefined)?.['ui:enumNames'],
    }));
}

/** The spec's list of a type's fields (label, name, value; ids 1..n), empty values. */
export function typeFieldsOf(definition: FormDefinition): DocumentTypeFieldReply[] {
  return fieldsOf(definition).map((field, index) => ({
    id: index + 1,
    label: field.schema.title ?? field.name,
    name: field.name,
    value: '',
  }));
}

/** A filled value as a person reads it: the choice's label, Yes or No, the number. */
function shownValue(field: { schema: SchemaField; names: unknown }, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const index = field.schema.enum?.indexOf(value) ?? -1;
  if (index >= 0 && Array.isArray(field.names) && typeof field.names[index] === 'string') return field.names[index];
  return String(value);
}

/** A document's filled fields as the spec's list, personal values masked. */
export function filledFieldsOf(
  ring: PersonalKeyring,
  definition: FormDefinition,
  versionIdentifier: string,
  data: Record<string, unknown>,
): DocumentTypeFieldReply[] {
  const shown = presentSealedRecord(ring, definition, documentRecordKey(versionIdentifier), data);
  return fieldsOf(definition).map((field, index) => ({
    id: index + 1,
    label: field.schema.title ?? field.name,
    name: field.name,
    value: shown.onFile[field.name] ?? shownValue(field, (shown.data as Record<string, unknown>)[field.name]),
  }));
}

/** A document type with its fields from the latest published version of its definition. */
export async function presentDocumentType(
  definitions: DefinitionCache,
  type: DocumentTypeRow,
  requested: number,
  waiting = 0,
): Promise<DocumentTypeReply | undefined> {
  if (!type.form_id) return undefined;
  const definition = await definitions.get(type.form_id);
  if (!definition) return undefined;
  return {
    id: type.id,
    name: type.name,
    description: type.description,
    formId: type.form_id,
    formVersion: definition.version,
    fields: typeFieldsOf(definition),
    requested,
    waiting,
  };
}

/**
 * The document types offered, each with its form's fields, how many requests for it are open and how many of the
 * caller's uploads of it wait for Submit, in their order.
 */
export async function presentDocumentTypes(
  definitions: DefinitionCache,
  types: readonly DocumentTypeRow[],
  requested: ReadonlyMap<number, number>,
  waiting: ReadonlyMap<number, number> = new Map(),
): Promise<DocumentTypeReply[]> {
  await definitions.preloadLatest(types.flatMap((type) => (type.form_id ? [type.form_id] : [])));
  const presented = await Promise.all(
    types.map((type) => presentDocumentType(definitions, type, requested.get(type.id) ?? 0, waiting.get(type.id) ?? 0)),
  );
  return presented.filter((type): type is DocumentTypeReply => type !== undefined);
}

const nameOf = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** What presenting a loan's documents needs to know besides the rows. */
export interface LoanDocumentContext {
  ring: PersonalKeyring;
  definitions: DefinitionCache;
  parties: LoanParties;
  /** The caller: their own undecided uploads may be deleted by them. */
  viewerId: number;
}

/** A loan's documents in the spec's shape, keyIndex by position, earlier versions of a type marked child. */
export async function presentLoanDocuments(
  context: LoanDocumentContext,
  documents: readonly DocumentView[],
): Promise<LoanDocumentReply[]> {
  const newest = new Map<number, number>();
  // The newest version of each type sent to the other side: an earlier rejected one is replaced by it.
  const newestSent = new Map<number, number>();
  for (const document of documents) {
    newest.set(document.document_type_id, Math.max(newest.get(document.document_type_id) ?? 0, document.version));
    if (document.submitted_at !== null) {
      const sent = newestSent.get(document.document_type_id) ?? 0;
      newestSent.set(document.document_type_id, Math.max(sent, document.version));
    }
  }
  const replies: LoanDocumentReply[] = [];
  for (const [index, document] of documents.entries()) {
    const definition =
      document.form_id && document.form_version
        ? await context.definitions.get(document.form_id, document.form_version)
        : undefined;
    const fromLender = document.uploader_role !== null && document.uploader_role !== 'borrower';
    replies.push({
      status: documentStatusOf({
        fromLender,
        submitted: document.submitted_at !== null,
        reviewStatus: document.review_status,
        approvalRequested: document.approval_requested,
        document_consent: document.document_consent,
        replaced: document.version < (newestSent.get(document.document_type_id) ?? 0),
      }),
      id: document.id,
      keyIndex: index,
      typeid: document.document_type_id,
      doctype: document.type_name,
      docname: document.docname,
      docinfo: document.docinfo,
      version: document.version,
      version_identifier: document.version_identifier,
      first_name: document.uploader_first_name ?? '',
      last_name: document.uploader_last_name ?? '',
      fromLender,
      createdt: iso(document.created_at) ?? '',
      blobname: document.blobname ?? '',
      contentType: document.content_type,
      size: document.byte_size,
      document_consent: document.document_consent,
      approvalState: approvalStateOf(document.document_consent),
      approvalRequested: document.approval_requested,
      consentBy: document.consent_by === null ? null : nameOf(document.consent_first_name, document.consent_last_name),
      consentAt: iso(document.consent_at),
      submitted: document.submitted_at !== null,
      reviewStatus: document.review_status,
      reviewReason: document.review_reason,
      reviewedAt: iso(document.reviewed_at),
      deletable: isDeletable(document, context.viewerId),
      lender_id: context.parties.officerUserId,
      loan_id: context.parties.loanId,
      borrower_id: context.parties.borrowerUserId,
      child: document.version < (newest.get(document.document_type_id) ?? 0),
      fields:
        definition && document.fields
          ? filledFieldsOf(context.ring, definition, document.version_identifier, document.fields)
          : [],
    });
  }
  return replies;
}

/** A pre-approval document in the spec's shape. */
export function presentPreapprovalDocument(document: DocumentView): PreapprovalDocumentReply {
  return {
    _id: document.id,
    docname: document.docname,
    doctype: document.type_name,
    docTypeId: document.document_type_id,
    docinfo: document.docinfo,
    blobname: document.blobname ?? '',
    createdt: iso(document.created_at) ?? '',
    contentType: document.content_type,
    reviewStatus: document.review_status,
    reviewReason: document.review_reason,
  };
}
