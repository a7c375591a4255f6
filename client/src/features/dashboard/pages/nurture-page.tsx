import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function NurturePage() {
  return <PlaceholderPage title="Nurture Campaign Management" description="Campaigns, enrollments, meetings and engagement tracking." />;
}
