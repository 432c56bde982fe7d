/** The reply of GET /api/profile (server/src/routes/profile), read by the profile page. Types only. */

/** A field of the profile form as GET /profile lists it (part 1 §3: name, title, type, required, icon). */
export interface ProfileFieldReply {
  name: string;
  title: string;
  /** PHONE, INT, FLOAT, YESNO, doc, comment or plain text. */
  type: 'PHONE' | 'INT' | 'FLOAT' | 'YESNO' | 'doc' | 'comment' | 'plain text';
  required: boolean;
  /** The icon name the page shows beside the field. */
  icon: string;
  readonly: boolean;
}

/** What GET /profile returns (part 1 §3 Profile response). */
export interface ProfileReply {
  /** The account details card. */
  profile: { fullname: string; email: string; mobile: string; createdt: string };
  /** The upload context of the document fields and the form version the values are saved with. */
  req: { folder: 'profile'; entity: 'PROFILE'; formId: string; formVersion: number; documentFields: string[] };
  schema: ProfileFieldReply[];
  /** The saved values (the account's own for the read-only fields), the profile id (0 before the first save). */
  values: Record<string, unknown> & { id: number; blobname: string; revision: number };
}
