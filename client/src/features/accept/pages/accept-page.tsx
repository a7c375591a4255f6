import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function AcceptPage() {
  return <PlaceholderPage title="Profile Acceptance" description="Review and accept your profile." standalone />;
}
