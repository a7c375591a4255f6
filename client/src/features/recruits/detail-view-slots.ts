import { createContext, type ReactNode } from 'react';
import type { Recruit } from '@shared/schemas/recruits';

export interface RecruitDetailViewProps {
  recruit: Recruit;
  /** Something the view did may have moved the recruit's status: reload the recruit. */
  onRecruitChanged: () => void;
}

type View = (props: RecruitDetailViewProps) => ReactNode;

/**
 * Other features' views inside Recruit Details (docs/nurture.md and docs/proforma.md, "Screens"):
 * the Nurture Campaign and Proforma tabs, and their parts of Phase Management. A feature imports
 * no other feature, so client/src/app composes them in (app/screens/recruits-screen.tsx).
 */
export const RecruitDetailViews = createContext<{ nurtureTab?: View; nurturePhase?: View; proformaTab?: View; proformaPhase?: View }>({});
