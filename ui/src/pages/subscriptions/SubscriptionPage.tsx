import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet, apiPost, SUCCESS } from 'ui/api/client.ts';
import '../dashboard/dashboard.css';

/** An item of GET /api/subs/user: subid, label, statusid (1 on, 0 off). */
interface Subscription {
  subid: number;
  label: string;
  statusid: 0 | 1;
}

const subscriptionQuery = queryOptions({
  queryKey: ['subscriptions'],
  queryFn: async (): Promise<Subscription[]> => {
    const envelope = await apiGet<Subscription[]>('subs/user');
    if (envelope.status !== SUCCESS || !envelope.data) throw new Error(envelope.statusText || 'Could not load.');
    return envelope.data;
  },
});

/**
 * /subscription (part 1 §2): every e-mail topic with an on/off switch, saved as soon as it is switched. The footer's
 * updates list is the first topic, so both say the same.
 */
export default function SubscriptionPage() {
  const list = useQuery(subscriptionQuery);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (choice: { subid: number; statusid: 0 | 1 }) => {
      const envelope = await apiPost<Subscription[]>('subs/user', [choice]);
      if (envelope.status !== SUCCESS || !envelope.data) throw new Error(envelope.statusText);
      return envelope;
    },
    onSuccess: (envelope) => queryClient.setQueryData(subscriptionQuery.queryKey, envelope.data ?? undefined),
    // A refused save puts the switches back as the server has them.
    onError: () => queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey }),
  });
  // The switch moves the moment it is clicked (a controlled switch that waited for the server would spring back
  // and need a second click): the choice is held in this page's state, set in the click's own render (the query
  // cache tells its observers a tick later, and React puts a controlled switch back until it re-renders), until the
  // server's reply confirms or corrects it.
  const [switched, setSwitched] = useState<ReadonlyMap<number, 0 | 1>>(new Map());
  const choose = (subid: number, on: boolean) => {
    const statusid = on ? 1 : 0;
    setSwitched((held) => new Map(held).set(subid, statusid));
    queryClient.setQueryData(subscriptionQuery.queryKey, (items) =>
      items?.map((item) => (item.subid === subid ? { ...item, statusid } : item)),
    );
    save.mutate(
      { subid, statusid },
      {
        onSettled: () =>
          setSwitched((held) => {
            const next = new Map(held);
            next.delete(subid);
            return next;
          }),
      },
    );
  };
  return (
    <div className="container page">
      <h1>Subscription Preferences</h1>
      <section className="dash-card">
        <p>Choose which e-mails you receive from us. Mail about your own loans always reaches you.</p>
        {list.isPending && <p className="dash-card__muted">Loading…</p>}
        {list.isError && (
          <p className="message message--error" role="alert">
            {list.error.message}
          </p>
        )}
        <div role="status">{save.isSuccess && <p className="message message--success">{save.data.statusText}</p>}</div>
        {save.isError && (
          <p className="message message--error" role="alert">
            {save.error.message}
          </p>
        )}
        {list.isSuccess && (
          <ul className="dash-list">
            {list.data.map((item) => (
              <li key={item.subid}>
                <label className="switch">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={(switched.get(item.subid) ?? item.statusid) === 1}
                    disabled={save.isPending}
                    onChange={(event) => choose(item.subid, event.target.checked)}
                  />{' '}
                  {item.label}
                </label>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
