import { Link } from 'react-router-dom';
import { Dialog } from '../components/Dialog.tsx';

/** Message of the Complete Profile Details popup (spec part 1 §2). */
export const COMPLETE_PROFILE_MESSAGE = 'Please update your information to access other pages';

/** The 'Complete Profile Details' popup shown when a user with an incomplete profile opens a gated page. */
export function CompleteProfileDialog({ onClose }: { onClose(): void }) {
  return (
    <Dialog title="Complete Profile Details" onClose={onClose}>
      <p>{COMPLETE_PROFILE_MESSAGE}</p>
      <div className="dialog__actions">
        <Link to="/profile" className="button" onClick={onClose}>
          Go to Profile
        </Link>
      </div>
    </Dialog>
  );
}
