import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function DepartmentDashboardPage() {
  return <PlaceholderPage title="Department Dashboard" description="Tasks assigned to this department." standalone />;
}
