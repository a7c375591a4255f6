// Small text helpers for names and keys.

/** Initials from first and last name ("Jane", "Doe" → "JD") or from one full name. */
export function initials(first?: string | null, last?: string | null): string {
  const parts = last === undefined ? (first ?? '').trim().split(/\s+/) : [first ?? '', last ?? ''];
  const letters = parts
    .filter(Boolean)
    .map((p) => p.trim()[0] ?? '')
    .join('');
  const picked = parts.length > 2 ? letters[0] + letters[letters.length - 1] : letters;
  return (picked || '?').toUpperCase().slice(0, 2);
}

/**
 * A key in words, for a key no label map knows yet: "team_lead" → "Team lead",
 * "Year1Distribution" → "Year 1 distribution", "recruitingGoal" → "Recruiting goal".
 */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .replace(/(\d)([A-Za-z])/g, '$1 $2')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
