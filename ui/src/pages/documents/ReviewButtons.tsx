import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { REJECTION_REASON_REQUIRED } from 'common';
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
  // A reject without a reason is said under the reason itself, which takes the focus; nothing is sent.
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonInput = useRef<HTMLTextAreaElement>(null);
  const reject = () => {
    if (reason.trim() === '') {
      setReasonMissing(true);
      reasonInput.current?.focus();
      return;
    }
    review.mutate({ decision: 'rejected', reason });
  };
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
          ref={reasonInput}
          id={`${ids}-reason`}
          rows={2}
          maxLength={500}
          value={reason}
          aria-invalid={reasonMissing || undefined}
          aria-describedby={reasonMissing ? `${ids}-reason-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim() !== '') setReasonMissing(false);
          }}
        />
        {reasonMissing && (
          <span id={`${ids}-reason-error`} className="field__error">
            {REJECTION_REASON_REQUIRED}
          </span>
        )}
        <span className="doc-review__buttons">
          <button type="button" className="button button--danger" disabled={review.isPending} onClick={reject}>
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
