import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function TaskCompletionPage() {
  return <PlaceholderPage title="Onboarding Task" description="Review and complete an onboarding task." standalone />;
}
