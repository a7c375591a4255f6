import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function RecruitDashboardPage() {
  return <PlaceholderPage title="Recruit Dashboard" description="Your profile, discovery tools and next steps." />;
}
