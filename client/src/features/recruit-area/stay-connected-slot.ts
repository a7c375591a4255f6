import { createContext, type ReactNode } from 'react';
import type { Recruit } from '@shared/schemas/recruits';

export interface StayConnectedProps {
  recruit: Recruit;
  /** The panel's action may have moved the recruit's status: reload the dashboard. */
  onRecruitChanged: () => void;
}

/**
 * The recruit dashboard's Stay Connected panel, which the nurture feature draws (docs/nurture.md,
 * "Screens"); client/src/app composes it in (app/screens/recruit-dashboard-screen.tsx).
 */
export const StayConnectedSlot = createContext<((props: StayConnectedProps) => ReactNode) | null>(null);
