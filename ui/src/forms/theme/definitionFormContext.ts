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
  /**
   * Keeps the File a file field holds (undefined when it holds none), keyed by its data path, for the upload call:
   * the form data holds only the file's name.
   */
  keepFile?(path: string, file: File | undefined): void;
}
