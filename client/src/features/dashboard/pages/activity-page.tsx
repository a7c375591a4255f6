import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function ActivityPage() {
  return <PlaceholderPage title="Candidate Activity" description="Search and filter activity across all candidates." />;
}
