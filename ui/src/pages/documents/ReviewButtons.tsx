import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { documentData, type SessionToken } from './documentsApi.ts';

/** What a staff action said: a success or a refusal; null clears it. */
export type StaffOutcome = { tone: 'error' | 'success'; text: string } | null;

/**
 * The loan team's review of one upload: Accept, or Reject, which asks for the reason the borrower will read before
 * it is sent (POST staff/documents/:id/review). The outcome goes to the section's own line.
 */
export function ReviewButtons({
  documentId,
  title,
  token,
  onOutcome,
}: {
  documentId: number;
  /** The document as people name it, for the buttons' accessible names and the outcome. */
  title: string;
  token: SessionToken;
  onOutcome: (outcome: StaffOutcome) => void;
}) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const review = useMutation({
    mutationFn: (body: { decision: 'accepted' | 'rejected'; reason?: string }) =>
      documentData('POST', `staff/documents/${documentId}/review`, body, token),
    onMutate: () => onOutcome(null),
    onSuccess: (_reply, body) => {
      setRejecting(false);
      onOutcome({ tone: 'success', text: `${title} ${body.decision === 'accepted' ? 'accepted' : 'rejected'}.` });
      void queryClient.invalidateQueries({ queryKey: ['documents'] });
      void queryClient.invalidateQueries({ queryKey: ['staff'] });
    },
    onError: (error) => onOutcome({ tone: 'error', text: error.message }),
  });
  if (rejecting) {
    return (
      <div className="doc-review">
        <label htmlFor={`${ids}-reason`}>Reason the borrower will see</label>
        <textarea
          id={`${ids}-reason`}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <span className="doc-review__buttons">
          <button
            type="button"
            className="button button--danger"
            disabled={review.isPending}
            onClick={() => review.mutate({ decision: 'rejected', reason })}
          >
            Reject<span className="visually-hidden"> {title}</span> with this reason
          </button>
          <button type="button" className="button button--secondary" onClick={() => setRejecting(false)}>
            Cancel
          </button>
        </span>
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        className="button"
        disabled={review.isPending}
        onClick={() => review.mutate({ decision: 'accepted' })}
      >
        Accept<span className="visually-hidden"> {title}</span>
      </button>
      <button type="button" className="button button--danger" onClick={() => setRejecting(true)}>
        Reject<span className="visually-hidden"> {title}</span>
      </button>
    </>
  );
}

/** A document request's state as the staff read it. */
export const REQUEST_STATE_LABELS = {
  owed: 'Owed',
  pending: 'Waiting for your review',
  accepted: 'Accepted',
  cancelled: 'Cancelled',
} as const;
