import { applicationPdfJob, APPLICATION_PDF_JOB } from '../application/applicationPdfJob.ts';
import { answerCodeRequest, CODE_REQUEST_JOB } from '../commands/accounts/codeSender.ts';
import { LOAN_INVITATION_JOB, mailLoanInvitation } from '../commands/loans/loanInvitations.ts';
import { mailParticipantInvitation, PARTICIPANT_INVITATION_JOB } from '../commands/loans/participantInvitations.ts';
import { purgeFileJob, PURGE_FILE_JOB } from '../files/storedFiles.ts';
import { sendEmail } from '../mail/sendEmail.ts';
import { letterJob, LETTER_JOB } from '../preapproval/letterJob.ts';
import { retentionJob } from './retention.ts';
import { DISPOSE_DOCUMENTS_JOB, disposeDocumentsJob } from './documentDisposal.ts';
import { PermanentJobError, type JobProcessor, type ProcessorRegistry, type QueueName } from './jobTypes.ts';

/** Every job the product runs, registered here and nowhere else. */
export const jobProcessors: ProcessorRegistry = {
  email: {
    send: sendEmail,
    [CODE_REQUEST_JOB]: answerCodeRequest,
    [LOAN_INVITATION_JOB]: mailLoanInvitation,
    [PARTICIPANT_INVITATION_JOB]: mailParticipantInvitation,
  },
  pdf: { [LETTER_JOB]: letterJob, [APPLICATION_PDF_JOB]: applicationPdfJob },
  maintenance: {
    retention: retentionJob,
    [PURGE_FILE_JOB]: purgeFileJob,
    [DISPOSE_DOCUMENTS_JOB]: disposeDocumentsJob,
  },
};

/** The processor for a queue and job name; an unknown name is a permanent failure. */
export function findProcessor(registry: ProcessorRegistry, queue: QueueName, name: string): JobProcessor {
  const processor = Object.hasOwn(registry[queue] ?? {}, name) ? registry[queue][name] : undefined;
  if (!processor) throw new PermanentJobError(`No processor for job ${queue}/${name}`);
  return processor;
}
