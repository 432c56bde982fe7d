import { useContext } from 'react';
import { PopupContext, type PopupControls } from './PopupContext.ts';

/** Controls of the site-wide popups (sign in, complete profile, change password). */
export function usePopups(): PopupControls {
  const value = useContext(PopupContext);
  if (!value) throw new Error('usePopups must be used inside <PopupProvider>.');
  return value;
}
