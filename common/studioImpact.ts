/**
 * What a draft would do to the records filled on a form (the compliance studio's impact check, issue 23): every
 * record still in progress on the version published now is checked against the draft, and the studio is told how
 * many would become incomplete, which answers would no longer fit and which fields would be dropped. Counts, paths
 * and field titles only: no record's value, name or reference is ever part of it.
 */

/** One field of the impact table and how many records it touches. */
export interface StudioImpactField {
  /** The field's path in the form's data, list rows as `*` (`applications.*.applicant.birthDate`). */
  path: string;
  /** Its title in the draft, else in the version published now, else its own name. */
  title: string;
  /**
   * How many records it touches: a record counts once per field, however many people or rows in it are touched
   * (a 1003 stage with three applicants who all lack a new required answer counts once).
   */
  records: number;
}

/** A field whose saved answers the draft finds missing or wrong, by what it finds wrong. */
export interface StudioUnfitField extends StudioImpactField {
  /**
   * What the draft asks that the answers miss: the JSON Schema keyword or rule that fails (`required` for an answer
   * the draft asks for and the record lacks, `enum` for an option the draft no longer offers, `maxLength`,
   * `pattern`, `format`, a lookup or a cross-field rule). Only what the version published now did not already find
   * wrong with the same answer counts.
   */
  keyword: string;
}

/** The studio's impact check of a draft: the draft run against the records filled on the current version. */
export interface StudioImpactReply {
  formId: string;
  /** The version records are filled on now (the newest published), or null while none is published. */
  currentVersion: number | null;
  /** The draft's version. */
  draftVersion: number;
  /** Records in progress on the current version that were checked (saved 1003 stages, pre-approvals, profiles). */
  inProgress: number;
  /** Of those, how many are complete on the current version (every answer given and right). */
  complete: number;
  /** Of the complete ones, how many the draft would find incomplete or wrong. */
  becomeIncomplete: number;
  /** Of those checked, how many have an answer that no longer fits or a field that would be dropped. */
  affected: number;
  /**
   * Submitted records on the current version (a 1003 sent or completed, a submitted pre-approval, a public form, a
   * document's form): they keep their version for reading, the PDF and the MISMO file, and are not checked.
   */
  keepTheirVersion: number;
  /** Records in progress on an earlier version: not checked against this draft. */
  onEarlierVersions: number;
  /** Records in progress whose sealed personal values would not open: not checked (and not in the counts above). */
  unreadable: number;
  /**
   * Whether personal answers (SSN, date of birth, account numbers) were checked: they are opened in memory only for
   * the check. False when the check ran without the keys to open them: then no answer of a personal field is judged.
   */
  personalFieldsChecked: boolean;
  /** Fields with answers the draft finds missing or wrong, in the order the form shows them. */
  unfit: StudioUnfitField[];
  /** Fields the draft no longer has that records hold an answer for (its next save would drop them). */
  dropped: StudioImpactField[];
}
