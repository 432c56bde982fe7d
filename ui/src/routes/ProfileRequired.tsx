import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { COMPLETE_PROFILE_MESSAGE } from '../auth/CompleteProfileDialog.tsx';
import { usePopups } from '../popups/usePopups.ts';

/** A page that needs a complete profile, opened by a user whose status is not 1: opens Complete Profile Details. */
export function ProfileRequired({ title }: { title: string }) {
  const { openCompleteProfile } = usePopups();
  useEffect(() => openCompleteProfile(), [openCompleteProfile]);
  return (
    <div className="container page status-page">
      <h1>{title}</h1>
      <p>{COMPLETE_PROFILE_MESSAGE}.</p>
      <p>
        <Link to="/profile" className="button">
          Go to Profile
        </Link>
      </p>
    </div>
  );
}
