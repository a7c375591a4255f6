// The merge fields of nurture texts (docs/nurture.md, "Merge fields"): campaign steps and staff
// e-mails write `{key}`, and each recruit's message is filled with their own values, ClearView
// figures included. The server fills and previews; the client lists the fields to insert.

export const MERGE_FIELDS = [
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'recruiter_name', label: 'Recruiter name' },
  { key: 'dashboard_link', label: 'Dashboard link' },
  { key: 'booking_link', label: 'Booking link' },
  { key: 'video_link', label: 'Culture video link' },
  { key: 'five_year_total', label: 'ClearView five-year total' },
  { key: 'recruiting_income', label: 'ClearView recruiting income (5 years)' },
  { key: 'ownership', label: 'ClearView ownership' },
  { key: 'sandbox_link', label: 'Link to their sandbox' },
] as const;
export type MergeFieldKey = (typeof MERGE_FIELDS)[number]['key'];
export const MERGE_FIELD_KEYS = MERGE_FIELDS.map((f) => f.key) as [MergeFieldKey, ...MergeFieldKey[]];
export type MergeValues = Partial<Record<MergeFieldKey, string>>;

const KNOWN = new Set<string>(MERGE_FIELDS.map((f) => f.key));
const FIELD = /\{([a-z_]+)\}/g;

/**
 * Fills a text's merge fields. A line that names a known field this recruit has no value for (no
 * ClearView yet) is left out whole, so nobody reads "Your five-year total: ." Text in braces that is
 * not a merge field stays as written.
 */
export function renderMergeFields(text: string, values: MergeValues): string {
  const kept = text.split('\n').filter((line) => {
    for (const [, key] of line.matchAll(FIELD)) if (KNOWN.has(key) && !values[key as MergeFieldKey]) return false;
    return true;
  });
  return kept.join('\n').replace(FIELD, (whole, key: string) => (KNOWN.has(key) ? (values[key as MergeFieldKey] ?? whole) : whole));
}
