import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function MessagesPage() {
  return <PlaceholderPage title="Messages & Communications" description="Messages sent to recruits and their delivery status." />;
}
