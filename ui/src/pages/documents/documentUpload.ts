import { PROFILE_UPLOAD_MESSAGES, uploadProblem, type SignedUploadReply } from 'common';
import { CLIENT_FAILURE, SUCCESS, type Envelope } from 'ui/api/client.ts';
import { documentCall, type SessionToken } from './documentsApi.ts';

/**
 * The upload sequence of part 2 §7.2 in the browser: ask for a signed address (POST doc/getsignedurls), send the
 * file to it with its progress (XMLHttpRequest, the one browser API that reports upload progress), then move it to
 * its target (POST doc/movedoc). Registering it (POST doc or pre/adddocument) is the page's next call.
 */

/** Why a chosen file cannot be sent, before a byte leaves the browser (the server checks the bytes again). */
export function documentFileProblem(file: File): string | undefined {
  return uploadProblem(file) ?? (file.size === 0 ? PROFILE_UPLOAD_MESSAGES.empty : undefined);
}

/** Where a file goes: a loan (by its number) or a pre-approval (its mapid and the document type). */
export type UploadDestination = { loanNumber: string } | { preapprovalId: number; typeId: number };

/** A file sent and moved: the name it is registered by. */
export type SentFile = { ok: true; target: string; blobName: string } | { ok: false; message: string };

/** Sends the file to a signed address as multipart (part `file`), telling the fraction sent as it goes. */
function putWithProgress(url: string, file: File, onProgress: (fraction: number) => void): Promise<Envelope> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      try {
        const envelope = JSON.parse(request.responseText) as Envelope;
        resolve(request.status === 201 ? envelope : { ...envelope, status: envelope.status || request.status });
      } catch {
        resolve({ status: request.status || CLIENT_FAILURE, statusText: 'The upload failed.', data: null, errors: [] });
      }
    };
    const failed = () =>
      resolve({ status: CLIENT_FAILURE, statusText: 'The upload failed. Please try again.', data: null, errors: [] });
    request.onerror = failed;
    request.onabort = failed;
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

/** Runs the sequence for one file; any refusal comes back as the server's message. */
export async function sendDocumentFile(
  file: File,
  destination: UploadDestination,
  onProgress: (fraction: number) => void,
  token?: SessionToken,
): Promise<SentFile> {
  const place =
    'loanNumber' in destination
      ? { type: 'DOC', loannumber: destination.loanNumber, isPersona: false }
      : { type: 'PRE', folder: destination.preapprovalId, docTypeId: destination.typeId, isPersona: false };
  const signed = await documentCall<SignedUploadReply>(
    'POST',
    'doc/getsignedurls',
    { ...place, filename: file.name, ofileName: file.name, size: file.size },
    token,
  );
  if (signed.status !== SUCCESS || !signed.data) return { ok: false, message: signed.statusText };
  onProgress(0);
  const sent = await putWithProgress(signed.data.ISPUrl, file, onProgress);
  if (sent.status !== SUCCESS) return { ok: false, message: sent.statusText };
  const moved = await documentCall(
    'POST',
    'doc/movedoc',
    { source: signed.data.blobName, target: signed.data.target },
    token,
  );
  if (moved.status !== SUCCESS) return { ok: false, message: moved.statusText };
  return { ok: true, target: signed.data.target, blobName: signed.data.blobName };
}
