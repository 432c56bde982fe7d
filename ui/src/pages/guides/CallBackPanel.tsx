import { lazy, Suspense } from 'react';
import { LENDER } from 'common';

// The form engine loads only with this panel, after the guide itself has rendered.
const CallBackForm = lazy(() => import('./CallBackForm.tsx'));

/** "Leave your phone number": the call-back request form beside the Lower Your Monthly Payment guide. */
export function CallBackPanel() {
  return (
    <aside className="guide-panel callback-panel" aria-labelledby="callback-panel-heading">
      <h2 id="callback-panel-heading">Leave your phone number</h2>
      <p>
        Want to know what a refinance could do to your payment? Leave your name, e-mail and phone number and a loan
        officer will call you back during business hours.
      </p>
      <Suspense
        fallback={
          <p role="status" className="df-loading">
            Loading the form…
          </p>
        }
      >
        <CallBackForm />
      </Suspense>
      <p className="callback-panel__phone">
        Or call us now: <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a>
        <br />
        {LENDER.hours}
      </p>
    </aside>
  );
}
