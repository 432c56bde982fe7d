import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { apiPost, SUCCESS } from 'ui/api/client.ts';

/**
 * /unsubscribe?s=…&t=…: the page the link in a marketing e-mail opens. Unsubscribing takes one click on the page
 * (never the visit alone, so a mail scanner following the link unsubscribes nobody); mail clients that offer their
 * own Unsubscribe button post to the same address directly (List-Unsubscribe-Post).
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const subscriber = params.get('s') ?? '';
  const token = params.get('t') ?? '';
  const stop = useMutation({
    mutationFn: async () => {
      const reply = await apiPost('unsubscribe', { s: subscriber, t: token });
      if (reply.status !== SUCCESS) throw new Error(reply.statusText);
      return reply.statusText;
    },
  });
  return (
    <div className="container page">
      <h1>Unsubscribe</h1>
      {!subscriber || !token ? (
        <p className="message message--error" role="alert">
          This unsubscribe link is incomplete. Please use the link from our latest e-mail.
        </p>
      ) : stop.isSuccess ? (
        <p className="message message--success" role="status">
          {stop.data}
        </p>
      ) : (
        <>
          <p>Stop receiving rate news and home-buying tips from Harbor Oak Mortgage at this address.</p>
          {stop.isError && (
            <p className="message message--error" role="alert">
              {stop.error.message}
            </p>
          )}
          <button type="button" className="button" disabled={stop.isPending} onClick={() => stop.mutate()}>
            {stop.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
        </>
      )}
    </div>
  );
}
