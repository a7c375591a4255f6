import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function SettingsPage() {
  return <PlaceholderPage title="Settings" description="Your account and notification preferences." />;
}
