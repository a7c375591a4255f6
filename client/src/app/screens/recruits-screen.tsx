import { Suspense } from 'react';
import { PageSpinner } from '@client/components/ui';
import { OnboardingManagement } from '@client/features/onboarding/pages/onboarding-management-page';
import RecruitsPage from '@client/features/recruits/pages/recruits-page';
import { RecruitOnboardingView, type RecruitOnboardingViewProps } from '@client/features/recruits/onboarding-view-slot';

/** One recruit's onboarding, as the Onboarding tab of Recruit Details shows it. */
function RecruitOnboarding({ recruitId }: RecruitOnboardingViewProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OnboardingManagement recruitId={recruitId} embedded />
    </Suspense>
  );
}

const renderRecruitOnboarding = (props: RecruitOnboardingViewProps) => <RecruitOnboarding {...props} />;

/**
 * /dashboard/recruits: the pipeline, with the onboarding feature's view in Recruit Details. The two
 * features meet here, in app/, so neither imports the other (docs/architecture.md, "Lint").
 */
export default function RecruitsScreen() {
  return (
    <RecruitOnboardingView.Provider value={renderRecruitOnboarding}>
      <RecruitsPage />
    </RecruitOnboardingView.Provider>
  );
}
