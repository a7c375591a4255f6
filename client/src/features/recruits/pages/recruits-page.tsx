import { PlaceholderPage } from '@client/components/placeholder-page';

/** Placeholder until this screen is built; the router imports this file by name. */
export default function RecruitsPage() {
  return <PlaceholderPage title="Recruit Pipeline" description="Create recruits and move them through the pipeline." />;
}
