import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function OnboardingManagementPage() {
  return <PlaceholderPage title="Onboarding Management" description="Requests, tasks, departments and templates." />;
}
