import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DOCUMENT_STATUS_TEXT, type PreapprovalDocumentReply, type PreapprovalReferenceReply } from 'common';
import { DataTable } from 'ui/components/DataTable.tsx';
import { FormMessage } from 'ui/components/FormMessage.tsx';
import { documentData, documentQueries } from './documentsApi.ts';
import { DocumentFileInput } from './DocumentFileInput.tsx';
import { sendDocumentFile } from './documentUpload.ts';
import { routeIdOf } from './LoanPicker.tsx';
import { NO_MATCHING_RESULTS } from './DocumentTable.tsx';
import './documents.css';

/** Part 2 §5.9, word for word. */
const ALL_FIELDS_MANDATORY = 'All fields are mandatory';

/** The upload form of one pre-approval: type, name, information and the file. */
function UploadForm({ reference }: { reference: PreapprovalReferenceReply }) {
  const types = useQuery(documentQueries.preTypes(reference.mapid));
  const queryClient = useQueryClient();
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [typeId, setTypeId] = useState('');
  const [docname, setDocname] = useState('');
  const [docinfo, setDocinfo] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const upload = useMutation({
    mutationFn: async () => {
      const type = types.data?.find((candidate) => String(candidate._id) === typeId);
      if (!type || !file) throw new Error(ALL_FIELDS_MANDATORY);
      const sent = await sendDocumentFile(file, { preapprovalId: reference.mapid, typeId: type._id }, setProgress);
      if (!sent.ok) {
        if (fileInput.current) fileInput.current.value = '';
        setFile(null);
        throw new Error(sent.message);
      }
      return documentData<PreapprovalDocumentReply>('POST', 'pre/adddocument', {
        docname: docname.trim(),
        docinfo: docinfo.trim(),
        doctype: type.name,
        docTypeId: type._id,
        mapid: reference.mapid,
        loannumber: reference.refNumber,
        ofileName: file.name,
        req: { fileName: sent.target },
      });
    },
    onSettled: () => setProgress(null),
    onSuccess: () => {
      setOutcome({ tone: 'success', text: 'Upload Successful' });
      setTypeId('');
      setDocname('');
      setDocinfo('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      void queryClient.invalidateQueries({ queryKey: documentQueries.preDocuments(reference.mapid).queryKey });
    },
    onError: (error) => setOutcome({ tone: 'error', text: error.message }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!typeId || !docname.trim() || !docinfo.trim() || !file) {
      setOutcome({ tone: 'error', text: ALL_FIELDS_MANDATORY });
      return;
    }
    upload.mutate();
  };

  const chosenType = types.data?.find((candidate) => String(candidate._id) === typeId);
  return (
    <section className="doc-card" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>Upload a Document</h2>
      {types.isError && <FormMessage tone="error" text={types.error.message} />}
      <form className="doc-form" onSubmit={submit} noValidate>
        <div className="doc-field">
          <label htmlFor={`${ids}-type`}>Document Type</label>
          <select id={`${ids}-type`} value={typeId} onChange={(event) => setTypeId(event.target.value)}>
            <option value="">Select</option>
            {(types.data ?? []).map((type) => (
              <option key={type._id} value={type._id}>
                {type.checked ? `${type.name} (requested)` : type.name}
              </option>
            ))}
          </select>
          {chosenType?.description && <p className="doc-hint">{chosenType.description}</p>}
        </div>
        <div className="doc-field">
          <label htmlFor={`${ids}-name`}>Document Name</label>
          <input
            id={`${ids}-name`}
            value={docname}
            maxLength={200}
            onChange={(event) => setDocname(event.target.value)}
          />
        </div>
        <div className="doc-field">
          <label htmlFor={`${ids}-info`}>Document Information</label>
          <textarea
            id={`${ids}-info`}
            value={docinfo}
            maxLength={1000}
            rows={3}
            onChange={(event) => setDocinfo(event.target.value)}
          />
        </div>
        <DocumentFileInput
          label="Document File"
          file={file}
          onChange={setFile}
          error={fileError}
          onError={(message) => {
            setFileError(message);
            if (message) setOutcome(null);
          }}
          progress={progress}
          disabled={upload.isPending}
          inputRef={fileInput}
        />
        <div role="status">
          {outcome?.tone === 'success' && <p className="message message--success">{outcome.text}</p>}
        </div>
        {outcome?.tone === 'error' && <FormMessage tone="error" text={outcome.text} />}
        <button type="submit" className="button" disabled={upload.isPending} aria-busy={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </button>
      </form>
    </section>
  );
}

/** Where an upload stands with the loan officer, in the words every document page uses (with a rejection's reason). */
function statusOf(document: PreapprovalDocumentReply): string {
  if (document.reviewStatus === 'pending') return DOCUMENT_STATUS_TEXT['waiting-for-review'];
  if (document.reviewStatus === 'accepted') return DOCUMENT_STATUS_TEXT.accepted;
  const words = DOCUMENT_STATUS_TEXT['needs-new-version'];
  return document.reviewReason ? `${words}: ${document.reviewReason}` : words;
}

/** The Uploaded Documents table: Document Name, Document Type, Document Information, Status and Delete. */
function UploadedDocuments({ mapid }: { mapid: number }) {
  const documents = useQuery(documentQueries.preDocuments(mapid));
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => documentData('DELETE', `pre/document/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentQueries.preDocuments(mapid).queryKey }),
  });
  return (
    <section className="doc-card" aria-labelledby="pre-uploaded-heading">
      <h2 id="pre-uploaded-heading">Uploaded Documents</h2>
      {documents.isPending && <p role="status">Loading the documents…</p>}
      {documents.isError && <FormMessage tone="error" text={documents.error.message} />}
      {remove.isError && <FormMessage tone="error" text={remove.error.message} />}
      <div role="status">{remove.isSuccess && <p className="message message--success">Document deleted.</p>}</div>
      {documents.isSuccess &&
        (documents.data.length === 0 ? (
          <p className="doc-muted">{NO_MATCHING_RESULTS}</p>
        ) : (
          <DataTable
            caption="Uploaded Documents"
            rows={documents.data}
            rowKey={(document) => document._id}
            columns={[
              { header: 'Document Name', primary: true, long: true, cell: (document) => document.docname },
              { header: 'Document Type', cell: (document) => document.doctype },
              { header: 'Document Information', long: true, cell: (document) => document.docinfo },
              { header: 'Status', long: true, cell: statusOf },
              {
                header: 'Delete',
                headerHidden: true,
                actions: true,
                // A reviewed document is kept on file: only one waiting for review may be taken back.
                cell: (document) =>
                  document.reviewStatus === 'pending' && (
                    <button
                      type="button"
                      className="button button--danger"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(document._id)}
                    >
                      Delete<span className="visually-hidden"> {document.docname}</span>
                    </button>
                  ),
              },
            ]}
          />
        ))}
    </section>
  );
}

/**
 * /predocs and /predocs/:id (part 2 §2.8, §5.9, §7.3): choose a pre-approval's reference number (the route's id is
 * the initial one), then a document type (the ones the loan officer asked for are marked), its name and
 * information, and the file; the Uploaded Documents table lists what was sent, each with Delete.
 */
export default function PreapprovalDocumentsPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const references = useQuery(documentQueries.preReferences());
  const selectId = useId();
  const mapid = routeIdOf(id);
  const reference = references.data?.find((candidate) => candidate.mapid === mapid);
  return (
    <div className="container page doc-page">
      <h1>Pre-Approval Documents</h1>
      {references.isPending && <p role="status">Loading your pre-approvals…</p>}
      {references.isError && <FormMessage tone="error" text={references.error.message} />}
      {references.isSuccess &&
        (references.data.length === 0 ? (
          <p className="doc-muted">
            You have no pre-approval yet. <Link to="/preapprove">Get pre-approved</Link> first; then you can send its
            documents here.
          </p>
        ) : (
          <>
            <section className="doc-card" aria-labelledby={`${selectId}-heading`}>
              <h2 id={`${selectId}-heading`}>Pre-Approval</h2>
              <div className="doc-field">
                <label htmlFor={selectId}>Reference Number</label>
                <select
                  id={selectId}
                  value={reference ? String(reference.mapid) : ''}
                  onChange={(event) => navigate(event.target.value ? `/predocs/${event.target.value}` : '/predocs')}
                >
                  <option value="">Select</option>
                  {references.data.map((item) => (
                    <option key={item.mapid} value={item.mapid}>
                      {item.requested > 0 ? `${item.refNumber} (${item.requested} requested)` : item.refNumber}
                    </option>
                  ))}
                </select>
              </div>
            </section>
            {reference && (
              <>
                <UploadForm key={reference.mapid} reference={reference} />
                <UploadedDocuments mapid={reference.mapid} />
              </>
            )}
          </>
        ))}
    </div>
  );
}
