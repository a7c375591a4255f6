import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function RecruitOnboardingPage() {
  return <PlaceholderPage title="Onboarding Progress" description="Follow the progress of your onboarding." />;
}
