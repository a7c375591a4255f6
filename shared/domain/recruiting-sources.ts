/** Recruiting sources and their labels (docs/spec/doc1.md §3); referral is the default. */
export const RECRUITING_SOURCES = {
  referral: 'Referral',
  outbound_call: 'Outbound Call',
  conference: 'Conference',
  social: 'Social Media',
  other: 'Other',
} as const;
export type RecruitingSource = keyof typeof RECRUITING_SOURCES;
export const DEFAULT_RECRUITING_SOURCE: RecruitingSource = 'referral';
