import { Suspense } from 'react';
import { PageSpinner } from '@client/components/ui';
import { OnboardingManagement } from '@client/features/onboarding/pages/onboarding-management-page';
import RecruitsPage from '@client/features/recruits/pages/recruits-page';
import {
  type InitiateOnboardingViewProps,
  RecruitDetailViews,
  type RecruitDetailViewProps,
  type RecruitOnboardingViewProps,
} from '@client/features/recruits/slots';
import { ProformaPhaseForm, RecruitProformaTab } from '@client/features/proforma/components/recruit-proforma';
import { NurturePhaseActions } from '@client/features/nurture/components/nurture-phase-actions';
import { RecruitNurtureTab } from '@client/features/nurture/components/recruit-nurture-tab';
import { InitiateOnboardingDialog } from '@client/features/onboarding/components/start/initiate-onboarding-dialog';

/** One recruit's onboarding, as the Onboarding tab of Recruit Details shows it. */
function RecruitOnboarding({ recruitId }: RecruitOnboardingViewProps) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OnboardingManagement recruitId={recruitId} embedded />
    </Suspense>
  );
}

const detailViews = {
  nurtureTab: (props: RecruitDetailViewProps) => <RecruitNurtureTab {...props} />,
  nurturePhase: (props: RecruitDetailViewProps) => <NurturePhaseActions {...props} />,
  proformaTab: (props: RecruitDetailViewProps) => <RecruitProformaTab {...props} />,
  proformaPhase: (props: RecruitDetailViewProps) => <ProformaPhaseForm {...props} />,
  initiateOnboarding: (props: InitiateOnboardingViewProps) => <InitiateOnboardingDialog {...props} />,
  onboardingTab: (props: RecruitOnboardingViewProps) => <RecruitOnboarding {...props} />,
};

/**
 * /dashboard/recruits: the pipeline, with the onboarding, nurture and proforma features' views in Recruit
 * Details. The features meet here, in app/, so none imports another (docs/architecture.md, "Lint").
 */
export default function RecruitsScreen() {
  return (
    <RecruitDetailViews.Provider value={detailViews}>
      <RecruitsPage />
    </RecruitDetailViews.Provider>
  );
}
