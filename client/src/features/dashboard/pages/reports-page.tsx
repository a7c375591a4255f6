import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function ReportsPage() {
  return <PlaceholderPage title="Reports" description="Generated reports." />;
}
