import { LENDER } from 'common';
import type { MailMessage } from 'server/mail/queueMail.ts';
import { lenderSignature } from './lenderSignature.ts';
import { displayText } from './mailText.ts';

/**
 * Mails between compliance staff about a form draft (issue 23): a draft waits for review, was approved or returned,
 * was published or scheduled. They name the form and its version and carry the author's reason or the reviewer's
 * note (staff words about a form, never anything a borrower wrote), with a link to the form's studio page.
 */

/** What a studio mail is about: the form (its title), its version and the studio page. */
export interface StudioMailSubject {
  formId: string;
  title: string;
  version: number;
}

function studioMail(
  template: string,
  to: { email: string; firstName: string },
  subject: string,
  lines: string[],
  form: StudioMailSubject,
  publicUrl: string,
): MailMessage {
  const text = [
    `Hello ${displayText(to.firstName)},`,
    '',
    ...lines,
    '',
    `${publicUrl}/staff/forms/${encodeURIComponent(form.formId)}`,
    '',
    ...lenderSignature(),
  ].join('\n');
  return { template, to: to.email, subject: `${subject} - ${LENDER.name}`, text };
}

const named = (form: StudioMailSubject) => `${displayText(form.title, 120)} (version ${form.version})`;
const quoted = (words: string) => `"${displayText(words, 1000)}"`;

/** To the other compliance members: a draft waits for a review by someone who did not write it. */
export function reviewRequestedMail(
  to: { email: string; firstName: string },
  form: StudioMailSubject,
  request: { by: string; reason: string },
  publicUrl: string,
): MailMessage {
  return studioMail(
    'studio_review_requested',
    to,
    `Review asked: ${displayText(form.title, 80)} version ${form.version}`,
    [
      `${displayText(request.by)} asks for a review of ${named(form)} before it is published. Their reason:`,
      quoted(request.reason),
      '',
      'Read the changes and approve or return the draft in the studio:',
    ],
    form,
    publicUrl,
  );
}

/** To the author: the reviewer approved the draft, or returned it with a note. */
export function reviewAnsweredMail(
  to: { email: string; firstName: string },
  form: StudioMailSubject,
  answer: { by: string; approved: boolean; note: string | null },
  publicUrl: string,
): MailMessage {
  const verdict = answer.approved ? 'approved' : 'returned';
  return studioMail(
    answer.approved ? 'studio_review_approved' : 'studio_review_returned',
    to,
    `Draft ${verdict}: ${displayText(form.title, 80)} version ${form.version}`,
    [
      `${displayText(answer.by)} ${verdict} ${named(form)}${answer.note ? ' with this note:' : '.'}`,
      ...(answer.note ? [quoted(answer.note)] : []),
      '',
      answer.approved ? 'It can be published from the studio:' : 'Edit the draft and ask for a review again:',
    ],
    form,
    publicUrl,
  );
}

/** To the author and the reviewer: the version was published, now or for a later time. */
export function versionPublishedMail(
  to: { email: string; firstName: string },
  form: StudioMailSubject,
  publication: { by: string; at: Date; scheduled: boolean },
  publicUrl: string,
): MailMessage {
  const when = `${publication.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return studioMail(
    'studio_version_published',
    to,
    `${publication.scheduled ? 'Scheduled' : 'Published'}: ${displayText(form.title, 80)} version ${form.version}`,
    [
      publication.scheduled
        ? `${displayText(publication.by)} scheduled ${named(form)} to be published at ${when}. Until then the version before it is served.`
        : `${displayText(publication.by)} published ${named(form)} at ${when}. New visitors and borrowers get it on their next page.`,
    ],
    form,
    publicUrl,
  );
}
