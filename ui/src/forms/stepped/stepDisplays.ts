import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StepDisplayProps } from './stepDisplayProps.ts';

/** A registered display. */
export type StepDisplay = LazyExoticComponent<ComponentType<StepDisplayProps>>;

/**
 * The step displays, registered once by name (a step's `display`), each loaded when a step first shows it. A
 * display with no fields gets the renderer's Previous and Next under it; one with fields (sign-in) draws its own.
 */
export const STEP_DISPLAYS: Readonly<Record<string, StepDisplay>> = {
  signIn: lazy(() => import('ui/pages/preapproval/SignInStep.tsx')),
  creditScore: lazy(() => import('ui/pages/preapproval/CreditScoreStep.tsx')),
};
