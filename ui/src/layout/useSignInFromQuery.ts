import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePopups } from '../popups/usePopups.ts';
import { safeReturnPath } from '../routes/returnTarget.ts';
import { useSession } from '../session/useSession.ts';

/**
 * The q query parameter on any page opens the sign-in popup; after login the user goes to q when it
 * is a same-site path. A user who is already signed in goes there at once.
 */
export function useSignInFromQuery(): void {
  const [params] = useSearchParams();
  const q = params.get('q');
  const { signedIn } = useSession();
  const { openSignIn } = usePopups();
  const navigate = useNavigate();

  useEffect(() => {
    if (q === null) return;
    if (!signedIn) {
      openSignIn({ returnTo: q, fromQuery: true });
      return;
    }
    const target = safeReturnPath(q);
    if (target) navigate(target, { replace: true });
  }, [q, signedIn, openSignIn, navigate]);
}
