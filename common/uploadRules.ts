/**
 * Which files a person may upload (part 1 §5 and §9, part 2 §5.9): PNG, JPG or PDF by extension, at most
 * 106,000,000 bytes. The browser checks a chosen file with these rules and the server checks the upload again.
 */

/** Largest upload accepted, in bytes (shown to people as 100mb). */
export const UPLOAD_MAX_BYTES = 106_000_000;

/** File name extensions accepted, lower case; JPEG is the same format as JPG. */
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;

/** The spec's words for a refused file, reproduced exactly. */
export const UPLOAD_MESSAGES = {
  format: 'Supported Format: PNG,JPG,PDF',
  size: 'File size allowed: 100mb',
} as const;

/**
 * The words of a refused profile upload (part 1 §9: its own spelling of the format message), said by the browser
 * before a byte is sent and by the server after; an empty file has a message of ours.
 */
export const PROFILE_UPLOAD_MESSAGES = {
  type: 'Supported formats:PNG,JPG,PDF',
  size: UPLOAD_MESSAGES.size,
  missing: 'All fields are mandatory',
  empty: 'This file is empty. Please choose a PNG, JPG or PDF file.',
  /** A name that says PNG, JPG or PDF on bytes that are none of them (a file renamed, or damaged). */
  content:
    'This file is not a real PNG, JPG or PDF: what is inside does not match its name. Please save it as one and choose it again.',
} as const;

/** What the rules need to know about a file (a browser File has both). */
export interface UploadCandidate {
  name: string;
  size: number;
}

/** The extension of a file name in lower case ('Scan.PDF' -> 'pdf'), or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why a file cannot be uploaded (the spec's message, or the page's own wording of it), or undefined when it may be;
 * the format is checked first.
 */
export function uploadProblem(
  file: UploadCandidate,
  messages: { format: string; size: string } = UPLOAD_MESSAGES,
): string | undefined {
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return messages.format;
  if (file.size > UPLOAD_MAX_BYTES) return messages.size;
  return undefined;
}
