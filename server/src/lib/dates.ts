/** A timestamp column as the API answers it: ISO 8601, or null. */
export const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);
