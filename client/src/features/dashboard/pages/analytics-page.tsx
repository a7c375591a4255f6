import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function AnalyticsPage() {
  return <PlaceholderPage title="Analytics & Reports" description="Pipeline metrics by status, activity metrics and time metrics." />;
}
