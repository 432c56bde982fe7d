import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPost, SUCCESS } from 'ui/api/client.ts';
import { ConfirmDialog } from 'ui/components/ConfirmDialog.tsx';
import { dashboardQueries } from 'ui/pages/dashboard/dashboardQueries.ts';
import { currentApplicationId, forgetCurrentApplication } from 'ui/session/currentApplication.ts';
import { applicationQueries } from './applicationApi.ts';

/**
 * Discard for an application started and never submitted (POST eloan/form1003/:id/discard): asks first, naming the
 * application, with Cancel taking the focus; then the lists read again and the row is gone. The outcome is said
 * where the lists are, so it stays readable once the row has left.
 */
export function DiscardApplicationButton({
  id,
  refNumber,
  onOutcome,
}: {
  id: number;
  refNumber: string;
  onOutcome(outcome: { ok: boolean; text: string }): void;
}) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const discard = useMutation({
    mutationFn: async () => {
      const reply = await apiPost<{ refNumber: string }>(`eloan/form1003/${id}/discard`, {});
      if (reply.status !== SUCCESS) throw new Error(reply.statusText);
      return reply.statusText;
    },
    onSuccess: async (text) => {
      if (currentApplicationId() === id) forgetCurrentApplication();
      onOutcome({ ok: true, text });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationQueries.all }),
        queryClient.invalidateQueries({ queryKey: dashboardQueries.all }),
      ]);
    },
    onError: (error) => onOutcome({ ok: false, text: error.message }),
  });
  return (
    <>
      <button
        type="button"
        className="button button--link"
        disabled={discard.isPending}
        onClick={() => setAsking(true)}
      >
        Discard<span className="visually-hidden"> application {refNumber}</span>
      </button>
      {asking && (
        <ConfirmDialog
          title={`Discard application ${refNumber}?`}
          message="Everything saved in it goes, and it cannot be brought back. Your loan team keeps only a note that you discarded it."
          confirmLabel="Discard application"
          initialFocus="decline"
          onConfirm={() => {
            setAsking(false);
            discard.mutate();
          }}
          onDecline={() => setAsking(false)}
          onDismiss={() => setAsking(false)}
        />
      )}
    </>
  );
}
