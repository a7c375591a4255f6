import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function DiscoveryPage() {
  return <PlaceholderPage title="Discovery Tools" description="Pricing, recruiting and ownership calculators and scenarios." />;
}
