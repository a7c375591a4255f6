import type { ReactNode } from 'react';
import type { Recruit } from '@shared/schemas/recruits';
import { createSlots } from '@client/lib/slots';

export interface RecruitDetailViewProps {
  recruit: Recruit;
  /** Something the view did may have moved the recruit's status: reload the recruit. */
  onRecruitChanged: () => void;
}

export interface InitiateOnboardingViewProps {
  recruit: Recruit;
  open: boolean;
  onClose: () => void;
  /** The recruit is in onboarding now: the dialog refreshes. */
  onStarted: () => void;
}

export interface RecruitOnboardingViewProps {
  recruitId: number;
}

type View = (props: RecruitDetailViewProps) => ReactNode;

/**
 * Other features' views inside Recruit Details (lib/slots.ts), filled by app/screens/recruits-screen.tsx:
 * the Nurture Campaign and Proforma tabs and their parts of Phase Management (docs/nurture.md and
 * docs/proforma.md, "Screens"), the chooser Initiate Onboarding opens and the Onboarding tab's
 * embedded view (docs/onboarding-client.md); without the latter the tab offers only the link.
 */
export const RecruitDetailViews = createSlots<{
  nurtureTab: View;
  nurturePhase: View;
  proformaTab: View;
  proformaPhase: View;
  initiateOnboarding: (props: InitiateOnboardingViewProps) => ReactNode;
  onboardingTab: (props: RecruitOnboardingViewProps) => ReactNode;
}>();
