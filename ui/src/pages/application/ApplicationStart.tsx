import { lazy, Suspense, useState } from 'react';

// The authorization popup loads when it opens: a stage page with an application to work on never draws it.
const StartApplicationDialog = lazy(() => import('./StartApplicationDialog.tsx'));

/**
 * A stage page with no application to work on (none started, or the last one submitted): the way to start one,
 * the authorization popup, opened at once on /stage1 (Apply Now leads there after sign-in).
 */
export function ApplicationStart({ openAtOnce }: { openAtOnce: boolean }) {
  const [open, setOpen] = useState(openAtOnce);
  return (
    <div className="application-note">
      <p>You have no application in progress. Start one by reading and agreeing to the authorization.</p>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Complete Application
      </button>
      {open ? (
        <Suspense fallback={null}>
          <StartApplicationDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
