/** What DefinitionForm tells its templates through RJSF's formContext. */
export interface DefinitionFormContext {
  /** True once a submit was refused, so errors found on blur alone do not raise the form-level message. */
  showFormMessage: boolean;
  /** The definition's form-level message (`formMessage`); a failing rule's own wording wins, the spec's default without. */
  formMessage?: string;
  /**
   * Sets other fields' values, keyed by dotted data path (`residences.0.city`), as one batch of changes; the zip
   * look-up fills city, state and country with it. Widgets skip the fill when the form does not offer it.
   */
  setFieldValues?(values: Readonly<Record<string, unknown>>): void;
  /** The form's current value at a dotted data path (a field beside a widget that depends on it, such as a state). */
  valueAt?(path: string): unknown;
  /**
   * Calls `listener` after each change of the form's data, and returns how to stop. A widget or template showing
   * something that depends on another field (the officers of a chosen state, a condition read from the record)
   * reads it again then: RJSF redraws a field only when its own props change.
   */
  subscribe?(listener: () => void): () => void;
  /**
   * Keeps the File a file field holds (undefined when it holds none), keyed by its data path, for the upload call:
   * the form data holds only the file's name.
   */
  keepFile?(path: string, file: File | undefined): void;
  /**
   * Files stored on the server as soon as they are chosen (a profile's or a loan's documents): file fields then
   * upload, show and delete through it instead of holding the File for the form's own call.
   */
  documents?: StoredDocuments;
  /** Notes said under fields, by data path (fieldNotes.ts: the 1003's 'From your pre-approval'). */
  fieldNotes?: ReadonlyMap<string, string>;
}

/** A reply of a stored-document action: done, or the server's (or the check's) message. */
export type DocumentOutcome<T = object> = ({ ok: true } & T) | { ok: false; message: string };

/** What a page gives file fields whose files are stored on choosing (see DefinitionFormContext.documents). */
export interface StoredDocuments {
  /** Why nothing can be uploaded yet (for example, the record is not saved): shown instead of the chooser. */
  unavailable?: string;
  /** The page's own check of a chosen file before it is sent (its wording); undefined when it may go. */
  check?(file: File): string | undefined;
  upload(path: string, file: File): Promise<DocumentOutcome<{ name: string }>>;
  /** The stored file, as an object URL the page shows (revoked by the widget) and its type. */
  open(path: string): Promise<DocumentOutcome<{ url: string; type: string }>>;
  remove(path: string): Promise<DocumentOutcome>;
}
