/** Discovery tool module ids (docs/spec/doc1.md §7, docs/spec/doc2.md §3); all four are the default when enabling access. */
export const DISCOVERY_MODULES = ['live-pricing', 'recruiting-calculator', 'ownership-calculator', 'scenarios'] as const;
export type DiscoveryModule = (typeof DISCOVERY_MODULES)[number];
export const DISCOVERY_MODULE_LABELS: Record<DiscoveryModule, string> = {
  'live-pricing': 'Live Pricing',
  'recruiting-calculator': 'Recruiting Calculator',
  'ownership-calculator': 'Ownership Calculator',
  scenarios: 'Scenario Planning',
};
