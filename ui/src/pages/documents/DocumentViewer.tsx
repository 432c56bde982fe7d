import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { fetchDocument, type SessionToken } from './documentsApi.ts';
import { downloadName } from './downloadName.ts';

/** Part 1 §8: the PDF viewer's fallback, word for word. */
export const NO_PDF_VIEWER = 'No PDF viewer available';

/** The document a viewer shows. */
export interface ViewedDocument {
  blobname: string;
  /** What the person reads as its name (its type and version). */
  title: string;
}

/** A blob URL for the blob while it is shown, revoked when it changes or the viewer closes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** True when the browser shows PDFs itself (navigator.pdfViewerEnabled; older browsers are assumed to). */
function hasPdfViewer(): boolean {
  const nav = navigator as Navigator & { pdfViewerEnabled?: boolean };
  return nav.pdfViewerEnabled !== false;
}

/**
 * A document shown in the page (part 2 §2.8): fetched with the session (POST doc/getdocurl), held as a blob URL, a
 * PDF in a frame and an image inline, with a download link; without a PDF viewer the page says so and offers the
 * download. The blob URL is revoked when the viewer closes or shows another document.
 */
export function DocumentViewer({
  viewed,
  token,
  onClose,
}: {
  viewed: ViewedDocument;
  token?: SessionToken;
  onClose: () => void;
}) {
  const file = useQuery({
    // Apart from ['documents']: a list refreshed after a change must not fetch (and audit) the open document again.
    queryKey: ['document-file', token ? 'staff' : 'borrower', viewed.blobname],
    queryFn: async () => {
      const fetched = await fetchDocument(viewed.blobname, token);
      if (!fetched.ok) throw new Error(fetched.message);
      return fetched.blob;
    },
    // A document is not kept in memory once its viewer has closed.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const url = useObjectUrl(file.data);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [viewed.blobname]);

  const fileName = downloadName(viewed.title, viewed.blobname);
  return (
    <section className="doc-card doc-viewer" aria-labelledby="doc-viewer-heading">
      <div className="doc-viewer__head">
        <h2 id="doc-viewer-heading" ref={heading} tabIndex={-1}>
          {viewed.title}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {file.isPending && <p role="status">Opening the document…</p>}
      {file.isError && (
        <p className="message message--error" role="alert">
          {file.error.message}
        </p>
      )}
      {file.isSuccess && url && (
        <>
          {file.data.type === 'application/pdf' ? (
            hasPdfViewer() ? (
              <iframe className="doc-viewer__frame" src={url} title={viewed.title} />
            ) : (
              <p className="doc-muted">{NO_PDF_VIEWER}</p>
            )
          ) : (
            <img className="doc-viewer__image" src={url} alt={viewed.title} />
          )}
          <a className="button button--secondary doc-viewer__download" href={url} download={fileName}>
            Download<span className="visually-hidden"> {viewed.title}</span>
          </a>
        </>
      )}
    </section>
  );
}
