// Loads what the page needs before joining the room: the session by token, with the company settings.
import { useQuery } from '@tanstack/react-query';
import type { CompanySettings } from '@shared/calc';
import { mergeSettings } from '@shared/calc';
import type { ClearviewPageResponse } from '@shared/schemas/clearview';
import { ApiError } from '@client/lib/api';
import { fetchClearviewPage } from '../api';
import { readPageCache, writePageCache } from '../lib/page-cache';

type PageData =
  | { state: 'loading' }
  | { state: 'error'; detail?: string }
  | { state: 'ready'; page: ClearviewPageResponse; settings: CompanySettings };

const UNREACHABLE = 'The server could not be reached. Please try again in a moment.';

/** A failure with no copy of the page on this device; `temporary` when it was not the server's "no". */
class PageUnavailable extends Error {
  constructor(readonly temporary: boolean) {
    super(temporary ? UNREACHABLE : 'Unknown ClearView link');
  }
}

async function loadPage(token: string, scenario: number | undefined, signal: AbortSignal) {
  try {
    const page = await fetchClearviewPage(token, scenario, signal);
    // Merged over the defaults, so a partial or older answer still gives every figure.
    const settings = mergeSettings(page.settings);
    writePageCache(token, { page, settings });
    return { page, settings };
  } catch (err) {
    if (signal.aborted) throw err;
    console.error('Failed to load ClearView session', err);
    // 404 is the expected "unknown token"; anything else may be temporary (offline, restart), and
    // the device's last copy of the page then lets the session go on.
    const temporary = !(err instanceof ApiError && err.status >= 400 && err.status < 500);
    const cached = temporary ? readPageCache(token) : null;
    if (cached) return cached;
    throw new PageUnavailable(temporary);
  }
}

export function usePageData(token: string, scenario: number | undefined): PageData {
  const query = useQuery({
    queryKey: ['clearview-page', token, scenario ?? null],
    queryFn: ({ signal }) => loadPage(token, scenario, signal),
    // The page is read once per visit; the live figures come through the room, not this query.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (query.data) return { state: 'ready', ...query.data };
  if (query.error)
    return { state: 'error', detail: query.error instanceof PageUnavailable && query.error.temporary ? UNREACHABLE : undefined };
  return { state: 'loading' };
}
