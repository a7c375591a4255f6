import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function RecruitProfilePage() {
  return <PlaceholderPage title="Complete Your Profile" description="Tell us more about yourself." />;
}
