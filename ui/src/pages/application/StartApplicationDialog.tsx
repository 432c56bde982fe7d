import { AuthorizationAgreementDialog } from 'ui/components/AuthorizationAgreementDialog.tsx';
import { rememberCurrentApplication } from 'ui/session/currentApplication.ts';
import { startApplication } from './applicationApi.ts';

/**
 * Starts a new application on the server (POST eloan/agreement: its loan, and the agreement kept as a consent on
 * it), from the borrower's pre-approval when one is named, and remembers it in this tab; resolves with the server's
 * refusal, or null.
 */
export async function agreeAndStart(agreementVersion: number, preapprovalId?: number): Promise<string | null> {
  const reply = await startApplication(agreementVersion, preapprovalId);
  if (reply.status !== 100 || !reply.data) return reply.statusText || 'Your application could not be started.';
  rememberCurrentApplication({ id: reply.data._id, coBorrowerIndicator: reply.data.coBorrowerIndicator });
  return null;
}

/**
 * Complete Application (part 1 §4): the authorization popup; I AGREE then Continue starts the application on the
 * server, forgets the previous one's loan id and co-borrower indicator, and goes to /stage1. Fill 1003 Form names its
 * pre-approval, from which the application starts.
 */
export default function StartApplicationDialog({
  onClose,
  preapprovalId,
}: {
  onClose(): void;
  preapprovalId?: number;
}) {
  return (
    <AuthorizationAgreementDialog onClose={onClose} onAgreed={(version) => agreeAndStart(version, preapprovalId)} />
  );
}
