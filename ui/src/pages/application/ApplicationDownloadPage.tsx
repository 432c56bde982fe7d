import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { applicationQueries } from './applicationApi.ts';
import { ApplicationFileButton } from './ApplicationFileButton.tsx';
import { downloadApplicationFile } from './applicationFiles.ts';
import { ChosenApplicationView } from './ChosenApplicationView.tsx';
import { useChosenApplication } from './useChosenApplication.ts';
import './application.css';

/**
 * /download: the application's PDF, laid out like the URLA sections (made by the server's pdf job), for its owner;
 * the download starts on arrival and the button fetches it again.
 */
export default function ApplicationDownloadPage() {
  const chosen = useChosenApplication();
  const application = useQuery(applicationQueries.whole(chosen.state === 'chosen' ? chosen.id : null));
  const started = useRef(false);
  const [problem, setProblem] = useState('');
  const ready = application.data;
  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    void downloadApplicationFile('pdf', ready._id, ready.refNumber).then((message) => setProblem(message ?? ''));
  }, [ready]);
  return (
    <div className="container page application-page">
      <h1>Download Application</h1>
      <ChosenApplicationView chosen={chosen} application={application}>
        {(data) => (
          <>
            <p>
              Your application {data.refNumber} as a PDF, in the sections of the Uniform Residential Loan Application.
              Your download starts by itself; if it does not, use the button.
            </p>
            {problem ? (
              <p className="message message--error" role="alert">
                {problem}
              </p>
            ) : null}
            <div className="application-actions">
              <ApplicationFileButton kind="pdf" id={data._id} refNumber={data.refNumber} className="button" />
              <Link to={`/preview?id=${data._id}`}>Preview it on screen</Link>
            </div>
          </>
        )}
      </ChosenApplicationView>
    </div>
  );
}
