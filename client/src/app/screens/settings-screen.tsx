import SettingsPage from '@client/features/dashboard/pages/settings-page';
import { SettingsViews } from '@client/features/dashboard/slots';
import { AvailabilitySection } from '@client/features/nurture/components/availability-section';
import { WebhooksSection } from '@client/features/webhooks/components/webhooks-section';

const views = { availability: () => <AvailabilitySection />, webhooks: () => <WebhooksSection /> };

/** /dashboard/settings, with the nurture feature's booking availability and the webhooks feature's integrations composed in here, in app/. */
export default function SettingsScreen() {
  return (
    <SettingsViews.Provider value={views}>
      <SettingsPage />
    </SettingsViews.Provider>
  );
}
