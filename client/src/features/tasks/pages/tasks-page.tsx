import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function TasksPage() {
  return <PlaceholderPage title="Task Management" description="Onboarding tasks across all departments." />;
}
