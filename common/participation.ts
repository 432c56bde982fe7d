/**
 * Co-borrowers and co-applicants who take part in an application themselves (issue 21, point 6): the words the owner
 * consents to when inviting one, shared by the dashboard that shows them and the server that keeps them, and the
 * shapes of the replies both sides read. A change of wording is a new version: the invitation keeps the words agreed to.
 */

/** What the owner agrees to when inviting a person named on the application. */
export const PARTICIPATION_CONSENT = {
  version: 1,
  /** The consent, naming the person invited. */
  text: (name: string) =>
    `I want ${name} to take part in this application with their own account. ${name} will see the shared loan, its status, its requests and the pre-approval letter, and will fill in and sign their own parts of the application.`,
} as const;

/** The mapid of the Applicant and of the Co-Borrower (a Co-Applicant of stage 1 row N is N + 2). */
const APPLICANT = 1;
const CO_BORROWER = 2;

/**
 * The stages that hold a person's parts of the 1003, by the person's mapid: the Applicant's are stages 1 and 2 (the
 * application's own) and their entries of 3, 5 and 6; the Co-Borrower's own stage 4 and their entry of stage 5 (their
 * declarations are a column of the Applicant's stage 6 entry); a Co-Applicant's entries of stages 3, 5 and 6.
 */
export function stagesOfPerson(mapid: number): number[] {
  if (mapid === APPLICANT) return [1, 2, 3, 5, 6];
  return mapid === CO_BORROWER ? [4, 5] : [3, 5, 6];
}

/** Where an invitation to take part stands. */
export type ParticipationStatus = 'not-invited' | 'pending' | 'accepted' | 'declined' | 'withdrawn' | 'expired';

/** A person named on one of the owner's applications, with an e-mail, and whether they take part (GET eloan/participants). */
export interface ApplicationPersonReply {
  applicationId: number;
  refNumber: string;
  loanNumber: string | null;
  mapid: number;
  name: string;
  /** 'Co-Borrower' or 'Co-Applicant'. */
  role: string;
  email: string;
  status: ParticipationStatus;
  /** When the owner consented to share and sent the invitation (its latest), if ever. */
  invitedAt: string | null;
}

/** An invitation to take part waiting for the invited person's answer (GET participant-invitations). */
export interface ParticipantInvitationReply {
  id: number;
  /** The applicant who invites (their name as their application gives it). */
  ownerName: string;
  /** The person of the application the invitation is for ('Sam Tester (Co-Borrower)'). */
  person: string;
  loanNumber: string | null;
  sentAt: string;
  expiresAt: string;
}

/** An application the caller takes part in (GET eloan/participation). */
export interface ParticipationReply {
  applicationId: number;
  refNumber: string;
  loanId: number;
  loanNumber: string;
  ownerName: string;
  mapid: number;
  /** The person the caller is on the application ('Sam Tester (Co-Borrower)'). */
  person: string;
  /** Whether they gave their own credit authorization (needed before they fill anything). */
  authorized: boolean;
  /** 0 saved (their parts can be filled), 1 submitted, 3 completed. */
  statusIndicator: number;
  /** The stages that hold their parts (4 for the co-borrower's own stage; 3, 5 and 6 hold entries). */
  stages: number[];
  /** The loan's pre-approval letter, when the loan has one. */
  letter: { preapprovalId: number; pdf: string } | null;
}

/** Who fills what on an application, as a stage reply tells the caller (GET eloan/form1003/{stage}/{id}). */
export interface ApplicationPartsReply {
  /** 'owner' for the applicant; 'participant' for an invited co-borrower or co-applicant. */
  role: 'owner' | 'participant';
  /** The people (mapids) whose parts the caller fills. */
  fills: number[];
  /** The people who fill their own parts, by mapid, with their names (for the owner's pages to say so). */
  takenBy: { mapid: number; name: string }[];
  /** False for a participant who has not given their own credit authorization yet. */
  authorized: boolean;
}
