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
 * the Nurture Campaign and Proforma tabs, their parts of Phase Management, and the chooser of
 * Initiate Onboarding (docs/onboarding-client.md). A feature imports
 * no other feature, so client/src/app composes them in (app/screens/recruits-screen.tsx).
 */
export interface InitiateOnboardingViewProps {
  recruit: Recruit;
  open: boolean;
  onClose: () => void;
  /** The recruit is in onboarding now: the dialog refreshes. */
  onStarted: () => void;
}

/** The onboarding feature's department/template chooser that Initiate Onboarding opens. */
type InitiateView = (props: InitiateOnboardingViewProps) => ReactNode;

export const RecruitDetailViews = createContext<{
  nurtureTab?: View;
  nurturePhase?: View;
  proformaTab?: View;
  proformaPhase?: View;
  initiateOnboarding?: InitiateView;
}>({});
