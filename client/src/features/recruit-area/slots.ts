import type { ReactNode } from 'react';
import type { Recruit } from '@shared/schemas/recruits';
import { createSlots } from '@client/lib/slots';

export interface StayConnectedProps {
  recruit: Recruit;
  /** The panel's action may have moved the recruit's status: reload the dashboard. */
  onRecruitChanged: () => void;
}

/**
 * The recruit dashboard's views from other features (lib/slots.ts), filled by
 * app/screens/recruit-dashboard-screen.tsx: the Stay Connected panel the nurture feature draws
 * (docs/nurture.md, "Screens").
 */
export const RecruitDashboardViews = createSlots<{ stayConnected: (props: StayConnectedProps) => ReactNode }>();
