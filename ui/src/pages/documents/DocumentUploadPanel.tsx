import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { BORROWER_TYPE_INDEX, type DocumentTypeReply, type LoanDocumentReply } from 'common';
import type { Envelope } from 'ui/api/client.ts';
import { FormMessage } from 'ui/components/FormMessage.tsx';
import { DefinitionFormBody } from 'ui/forms/DefinitionFormBody.tsx';
import type { FormData } from 'ui/forms/definitionValidator.ts';
import { DefinitionNotReady, useRenderedDefinition } from 'ui/forms/useRenderedDefinition.tsx';
import { documentCall, documentData, documentQueries, type SessionToken } from './documentsApi.ts';
import { DocumentFileInput } from './DocumentFileInput.tsx';
import { DocumentTable, documentTitle } from './DocumentTable.tsx';
import { sendDocumentFile } from './documentUpload.ts';
import { DocumentViewer, type ViewedDocument } from './DocumentViewer.tsx';
import { useShownWhereThePersonIs } from 'ui/components/useShownWhereThePersonIs.ts';
import { useScopedOutcome } from 'ui/components/outcomeScope.tsx';

/** Said when Upload is pressed before a file is chosen. */
const CHOOSE_FILE = 'Choose a file to upload.';

/** The loan a panel uploads to: its id and number, and the ids the spec's `req` carries. */
export interface UploadLoan {
  id: number;
  loannumber: string;
  lender_id: number | null;
  borrower_id: number | null;
}

/** Props of the upload panel. */
export interface DocumentUploadPanelProps {
  loan: UploadLoan;
  /** The spec's user type index: 3 (a borrower) submits with approval 1 and sees no Request for Approval. */
  typeIndex: number;
  /** The staff area's session; the borrower's when omitted. */
  token?: SessionToken;
  /** The panel's heading. */
  heading: string;
  /** Told after an upload, a submit or a delete (the staff section refreshes its overview). */
  onChanged?: () => void;
}

/** A refusal the chooser itself shows (under the file): the form adds no message of its own. */
const REFUSED_BY_CHOOSER: Envelope<unknown> = { status: 400, statusText: '', data: null, errors: [] };

/** The chosen type's fields (its definition in forms/doc-*), the file, and Upload, which sends both. */
function TypedUpload({
  loan,
  type,
  token,
  onUploaded,
}: {
  loan: UploadLoan;
  type: DocumentTypeReply;
  token: SessionToken;
  onUploaded: () => void;
}) {
  const loaded = useRenderedDefinition(type.formId, type.formVersion);
  const [formKey, setFormKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  // An upload clears the form: its outcome is brought to where the person is.
  const uploaded = useShownWhereThePersonIs<HTMLParagraphElement>(done);
  const fileInput = useRef<HTMLInputElement>(null);
  // A file already sent and moved but not registered (its fields were refused): a retry registers it without sending it again.
  const sent = useRef<{ file: File; target: string } | null>(null);

  const clearFile = () => {
    setFile(null);
    sent.current = null;
    if (fileInput.current) fileInput.current.value = '';
  };

  const send = async (data: FormData): Promise<Envelope<unknown>> => {
    if (!file) {
      setFileError(CHOOSE_FILE);
      return REFUSED_BY_CHOOSER;
    }
    let target = sent.current?.file === file ? sent.current.target : null;
    if (!target) {
      const outcome = await sendDocumentFile(file, { loanNumber: loan.loannumber }, setProgress, token);
      setProgress(null);
      if (!outcome.ok) {
        // Part 2 §8: an upload failure resets the file input and shows the message.
        clearFile();
        setFileError(outcome.message);
        return REFUSED_BY_CHOOSER;
      }
      target = outcome.target;
      sent.current = { file, target };
    }
    return documentCall<LoanDocumentReply>(
      'POST',
      'doc',
      {
        ...data,
        loanid: loan.id,
        typeid: type.id,
        type: 'DOC',
        doctypename: type.name,
        ofileName: file.name,
        loannumber: loan.loannumber,
        req: { lender_id: loan.lender_id, borrower_id: loan.borrower_id, loan_id: loan.id, stage: 1, fileName: target },
        formId: type.formId,
        formVersion: type.formVersion,
      },
      token,
    );
  };

  if (loaded.state !== 'ready') return <DefinitionNotReady loading={loaded} />;
  return (
    <DefinitionFormBody
      key={formKey}
      definition={loaded.rendered.definition}
      validator={loaded.rendered.validator}
      before={
        <>
          <DocumentFileInput
            label="Document File"
            file={file}
            onChange={(chosen) => {
              setFile(chosen);
              sent.current = null;
            }}
            error={fileError}
            onError={setFileError}
            progress={progress}
            inputRef={fileInput}
          />
          <div role="status" className="df-status">
            {done && (
              <p ref={uploaded} tabIndex={-1} className="message message--success">
                Upload Successful
              </p>
            )}
          </div>
        </>
      }
      send={send}
      onAttempt={() => setDone(false)}
      onAccepted={() => {
        clearFile();
        setFormKey((key) => key + 1);
        setDone(true);
        onUploaded();
      }}
      actions={({ busy, formId }) => (
        <button type="submit" form={formId} className="button" disabled={busy} aria-busy={busy}>
          {busy && <span className="df-spinner" aria-hidden="true" />}
          {busy ? 'Uploading…' : 'Upload'}
        </button>
      )}
    />
  );
}

/** How a type is offered: its name, and whether it is requested and has uploads waiting for Submit. */
function typeOptionLabel(type: DocumentTypeReply): string {
  const notes = [
    ...(type.requested > 0 ? ['requested'] : []),
    ...(type.waiting > 0 ? [`${type.waiting} waiting for Submit`] : []),
  ];
  return notes.length > 0 ? `${type.name} (${notes.join(', ')})` : type.name;
}

/**
 * What is still waiting for Submit under the other types (Submit sends one type's uploads): '' when nothing is, else
 * 'Pay Stubs (1 upload) and W-2 (2 uploads) are waiting for Submit too: choose the type to submit them.'
 */
export function waitingElsewhere(types: readonly DocumentTypeReply[] | undefined, except: number | undefined): string {
  const others = (types ?? []).filter((type) => type.id !== except && type.waiting > 0);
  if (others.length === 0) return '';
  const named = others.map((type) => `${type.name} (${type.waiting} ${type.waiting === 1 ? 'upload' : 'uploads'})`);
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${list} ${others.length === 1 ? 'is' : 'are'} waiting for Submit too: choose ${
    others.length === 1 ? 'its type' : 'each type'
  } to submit ${others.length === 1 && others[0]?.waiting === 1 ? 'it' : 'them'}.`;
}

/**
 * Uploading a loan's documents (part 2 §2.8, §4.6, §6): the types with 'Select' first; choosing one lists its
 * documents and shows its own fields; Upload sends the file (with its progress) and registers it with the fields as
 * a new version; Submit sends the uploads of the type to the other side, then resets (saying what other types still
 * have waiting; the type list counts them too); Reset starts again. A borrower
 * (type 3) submits with approval 1; the loan team sees Request for Approval, which asks the borrower to approve.
 */
export function DocumentUploadPanel({ loan, typeIndex, token, heading, onChanged }: DocumentUploadPanelProps) {
  const typesQuery = documentQueries.types(loan.id, token);
  const types = useQuery(typesQuery);
  const queryClient = useQueryClient();
  const ids = useId();
  const [typeId, setTypeId] = useState('');
  const [requestApproval, setRequestApproval] = useState(false);
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const [outcome, setOutcome] = useScopedOutcome<{ tone: 'error' | 'success'; text: string }>();
  const [resets, setResets] = useState(0);
  const type = types.data?.find((candidate) => String(candidate.id) === typeId);
  const listQuery = documentQueries.list(loan.id, type?.id, token);
  const documents = useQuery({ ...listQuery, enabled: type !== undefined });

  // Resolves once the lists shown are fetched again: an outcome said before then would sit beside a type list that
  // still counts what was just submitted or deleted.
  const refresh = async () => {
    onChanged?.();
    await queryClient.invalidateQueries({ queryKey: ['documents'] });
  };

  const reset = () => {
    setTypeId('');
    setRequestApproval(false);
    setViewed(null);
    setResets((count) => count + 1);
  };

  const submit = useMutation({
    mutationFn: (chosen: DocumentTypeReply) =>
      documentData<{ submitted: number }>(
        'POST',
        'doc/submit',
        {
          loanid: loan.id,
          typeid: chosen.id,
          approval: typeIndex === BORROWER_TYPE_INDEX || !requestApproval ? 1 : 0,
          doctypename: chosen.name,
        },
        token,
      ),
    onMutate: () => setOutcome(null),
    onSuccess: async (reply, chosen) => {
      await refresh();
      // The other types' uploads stay where they are: said with the outcome, as the form resets.
      const others = waitingElsewhere(queryClient.getQueryData(typesQuery.queryKey), chosen.id);
      reset();
      setOutcome({
        tone: 'success',
        text: `Your documents were submitted (${reply.submitted} ${reply.submitted === 1 ? 'document' : 'documents'}).${
          others ? ` ${others}` : ''
        }`,
      });
    },
    onError: (error) => setOutcome({ tone: 'error', text: error.message }),
  });

  const remove = useMutation({
    mutationFn: (document: LoanDocumentReply) => documentData('DELETE', `doc?d=${document.id}`, undefined, token),
    onMutate: () => setOutcome(null),
    onSuccess: async () => {
      setViewed(null);
      await refresh();
      setOutcome({ tone: 'success', text: 'Document deleted.' });
    },
    onError: (error) => setOutcome({ tone: 'error', text: error.message }),
  });

  // A submit clears the form below: its outcome is brought to where the person is (a phone was left at the footer).
  const succeeded = useShownWhereThePersonIs<HTMLParagraphElement>(outcome?.tone === 'success' ? outcome : null);
  const pending = (documents.data ?? []).filter((document) => !document.submitted).length;
  const elsewhere = waitingElsewhere(types.data, type?.id);
  return (
    <section className="doc-card" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{heading}</h2>
      {types.isError && <FormMessage tone="error" text={types.error.message} />}
      <div className="doc-field">
        <label htmlFor={`${ids}-type`}>Document Type</label>
        <select
          id={`${ids}-type`}
          value={typeId}
          disabled={!types.isSuccess}
          onChange={(event) => {
            setTypeId(event.target.value);
            setViewed(null);
            setOutcome(null);
          }}
        >
          <option value="">Select</option>
          {(types.data ?? []).map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {typeOptionLabel(candidate)}
            </option>
          ))}
        </select>
        {type?.description && <p className="doc-hint">{type.description}</p>}
      </div>
      <div role="status">
        {outcome?.tone === 'success' && (
          <p ref={succeeded} tabIndex={-1} className="message message--success">
            {outcome.text}
          </p>
        )}
      </div>
      {outcome?.tone === 'error' && <FormMessage tone="error" text={outcome.text} />}
      {type && (
        <>
          <h3 className="doc-subheading">{type.name} on file</h3>
          {documents.isPending && <p role="status">Loading the documents…</p>}
          {documents.isError && <FormMessage tone="error" text={documents.error.message} />}
          {documents.isSuccess && (
            <DocumentTable
              caption={`${type.name} of loan ${loan.loannumber}`}
              documents={documents.data}
              actions={(document) => (
                <>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setViewed({ blobname: document.blobname, title: documentTitle(document) })}
                  >
                    View<span className="visually-hidden"> {documentTitle(document)}</span>
                  </button>
                  {document.deletable && (
                    <button
                      type="button"
                      className="button button--danger"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(document)}
                    >
                      Delete<span className="visually-hidden"> {documentTitle(document)}</span>
                    </button>
                  )}
                </>
              )}
            />
          )}
          {viewed && <DocumentViewer viewed={viewed} token={token} onClose={() => setViewed(null)} />}
          <h3 className="doc-subheading">Upload {type.name}</h3>
          <TypedUpload
            key={`${type.id}-${resets}`}
            loan={loan}
            type={type}
            token={token}
            onUploaded={() => void refresh()}
          />
          <div className="doc-actions">
            {typeIndex !== BORROWER_TYPE_INDEX && (
              <label className="doc-checkbox">
                <input
                  type="checkbox"
                  checked={requestApproval}
                  onChange={(event) => setRequestApproval(event.target.checked)}
                />
                Request for Approval
              </label>
            )}
            <button
              type="button"
              className="button"
              disabled={submit.isPending}
              aria-busy={submit.isPending}
              onClick={() => submit.mutate(type)}
            >
              {submit.isPending ? 'Submitting…' : 'Submit'}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                reset();
                setOutcome(null);
              }}
            >
              Reset
            </button>
          </div>
          {pending > 0 && (
            <p className="doc-hint">
              {pending} {pending === 1 ? 'upload is' : 'uploads are'} waiting for Submit.
            </p>
          )}
          {elsewhere && <p className="doc-hint">{elsewhere}</p>}
        </>
      )}
    </section>
  );
}
