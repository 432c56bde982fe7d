import { useQuery } from '@tanstack/react-query';
import type { ApplicationReply } from 'common';
import { applicationQueries } from './applicationApi.ts';
import { ApplicationFileButton } from './ApplicationFileButton.tsx';
import { ApplicationPreview } from './ApplicationPreview.tsx';
import { ChosenApplicationView } from './ChosenApplicationView.tsx';
import { statusName, useResume } from './SavedApplicationsPage.tsx';
import { useChosenApplication } from './useChosenApplication.ts';
import './application.css';

/** The application's reference, number and status above the preview, with its downloads and Resume. */
function Summary({ application }: { application: ApplicationReply }) {
  const resume = useResume();
  return (
    <>
      <dl className="application-facts">
        <dt>Ref No.</dt>
        <dd>{application.refNumber}</dd>
        <dt>App No.</dt>
        <dd>{application.loanNumber ?? 'Not given yet'}</dd>
        <dt>Status</dt>
        <dd>{statusName(application.statusIndicator)}</dd>
      </dl>
      <div className="application-actions">
        <ApplicationFileButton kind="pdf" id={application._id} refNumber={application.refNumber} />
        {application.statusIndicator !== 0 ? (
          <ApplicationFileButton kind="mismo" id={application._id} refNumber={application.refNumber} />
        ) : application.kind === 'full' ? (
          <button type="button" className="button" onClick={() => resume(application)}>
            Resume
          </button>
        ) : null}
      </div>
    </>
  );
}

/**
 * /preview (and /form1003): the whole application read-only, rendered by the engine from the definitions its stages
 * were filled on, for the owner (`?id=` names one; else the one in progress, else the newest saved).
 */
export default function ApplicationPreviewPage() {
  const chosen = useChosenApplication();
  const application = useQuery(applicationQueries.whole(chosen.state === 'chosen' ? chosen.id : null));
  return (
    <div className="container page application-page">
      <h1>Application Preview</h1>
      <ChosenApplicationView chosen={chosen} application={application}>
        {(data) =>
          data.kind === 'short' ? (
            <>
              <Summary application={data} />
              <p>This is a short application: its details are in the PDF.</p>
            </>
          ) : (
            <>
              <Summary application={data} />
              <ApplicationPreview application={data} />
            </>
          )
        }
      </ChosenApplicationView>
    </div>
  );
}
