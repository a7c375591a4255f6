import SettingsPage from '@client/features/dashboard/pages/settings-page';
import { SettingsViews } from '@client/features/dashboard/slots';
import { AvailabilitySection } from '@client/features/nurture/components/availability-section';

const renderAvailability = () => <AvailabilitySection />;

/** /dashboard/settings, with the nurture feature's booking availability composed in here, in app/. */
export default function SettingsScreen() {
  return (
    <SettingsViews.Provider value={{ availability: renderAvailability }}>
      <SettingsPage />
    </SettingsViews.Provider>
  );
}
