import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationReply } from 'common';
import { NO_APPLICATION } from './SavedApplicationsPage.tsx';
import type { ChosenApplication } from './useChosenApplication.ts';

/**
 * The application /preview and /download are about, drawn by `children` once it is loaded; before that, that none
 * is saved (with the way to the saved list), that it is loading, or why it could not be read.
 */
export function ChosenApplicationView({
  chosen,
  application,
  children,
}: {
  chosen: ChosenApplication;
  application: UseQueryResult<ApplicationReply>;
  children: (application: ApplicationReply) => ReactNode;
}) {
  if (chosen.state === 'none') {
    return (
      <p>
        {NO_APPLICATION}. <Link to="/saved">Saved &amp; Completed Applications</Link>
      </p>
    );
  }
  if (chosen.state === 'loading' || application.isPending) return <p role="status">Loading your application…</p>;
  if (application.isError) {
    return (
      <div className="message message--error" role="alert">
        <p>{application.error.message}</p>
      </div>
    );
  }
  return children(application.data);
}
