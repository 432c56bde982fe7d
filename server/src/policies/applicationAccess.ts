import type { ApplicationRow } from 'server/records/applications.ts';
import type { BorrowerRecordRef } from './authorize.ts';

/** An application as the policy reads it (its owner, its loan); the audit log names it 'application'. */
export function applicationRef(row: Pick<ApplicationRow, 'id' | 'user_id' | 'loan_id'>): BorrowerRecordRef {
  return {
    recordType: 'application',
    recordId: row.id,
    ownerId: row.user_id,
    loanIds: row.loan_id === null ? [] : [row.loan_id],
  };
}
