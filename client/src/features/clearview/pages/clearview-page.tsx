import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function ClearviewPage() {
  return <PlaceholderPage title="ClearView Session" description="The live ClearView business-planning session." standalone />;
}
