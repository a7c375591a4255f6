// The last page answer per token, so a reload while offline still opens the calculator from the
// device copy (IndexedDB) instead of an error; the edits merge when the connection returns.
import type { CompanySettings } from '@shared/calc';
import type { ClearviewPageResponse } from '@shared/schemas/clearview';

const PREFIX = 'clearview_page_';

interface CachedPage {
  page: ClearviewPageResponse;
  settings: CompanySettings;
}

export function readPageCache(token: string): CachedPage | null {
  try {
    const raw = localStorage.getItem(PREFIX + token);
    return raw ? (JSON.parse(raw) as CachedPage) : null;
  } catch {
    return null;
  }
}

export function writePageCache(token: string, value: CachedPage): void {
  try {
    localStorage.setItem(PREFIX + token, JSON.stringify(value));
  } catch {
    // Optional convenience; nothing depends on it being stored.
  }
}
