import { useEffect, useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/useSession.ts';
import { pageDrawn } from './pagePreloads.ts';
import { ProfileRequired } from './ProfileRequired.tsx';
import { signInPathFor } from './returnTarget.ts';
import type { AppRoute } from './routeTable.ts';
import { useDocumentMeta } from './useDocumentMeta.ts';

/**
 * Renders one route of the table: sets title and description, sends a visitor on a session route to
 * /?q=<path> (the sign-in popup), holds back gated pages until the profile is complete (the wizard only for
 * those who arrive signed in), then shows the page.
 */
export function RoutePage({ route, page: Page }: { route: AppRoute; page: ComponentType }) {
  const session = useSession();
  const location = useLocation();
  // The wizard asks for a complete profile of those who arrive signed in; a visitor who signs up at its step 6
  // finishes it first (the profile is asked for on the dashboard and the other gated pages).
  const [arrivedSignedIn] = useState(session.signedIn);
  useDocumentMeta(route.title, route.path);
  // Inside the page's Suspense boundary: runs once the page (or what stands for it) is drawn.
  useEffect(pageDrawn, []);

  if (route.access !== 'public' && !session.signedIn) {
    return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  const needsActive =
    route.access === 'session+active' || (route.activeWhenSignedIn && session.signedIn && arrivedSignedIn);
  if (needsActive && !session.isActive) return <ProfileRequired title={route.title} />;

  return <Page />;
}
