import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function ProformaPage() {
  return <PlaceholderPage title="Proforma Build-Out Management" description="Schedule, run and compare proforma build-out sessions." />;
}
