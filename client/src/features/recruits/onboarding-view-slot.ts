import { createContext, type ReactNode } from 'react';

export interface RecruitOnboardingViewProps {
  recruitId: number;
}

/**
 * The onboarding view the Recruit Details Onboarding tab shows (docs/spec/doc2.md "embedded view"). A feature
 * imports no other feature, so client/src/app provides it (app/screens/recruits-screen.tsx);
 * without a provider the tab offers the link to the onboarding screen only.
 */
export const RecruitOnboardingView = createContext<((props: RecruitOnboardingViewProps) => ReactNode) | null>(null);
