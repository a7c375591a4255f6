// Loads what the page needs before joining the room: the session by token, with the company settings.
import { useEffect, useState } from 'react';
import type { CompanySettings } from '@shared/calc';
import type { ClearviewPageResponse } from '@shared/schemas/clearview';
import { ApiError, isAbortError } from '@client/lib/api';
import { mergeSettings } from '@shared/calc';
import { fetchClearviewPage } from '../api';
import { readPageCache, writePageCache } from '../lib/page-cache';

export type PageData =
  | { state: 'loading' }
  | { state: 'error'; detail?: string }
  | { state: 'ready'; page: ClearviewPageResponse; settings: CompanySettings };

export function usePageData(token: string, scenario: number | undefined): PageData {
  const [data, setData] = useState<PageData>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    setData({ state: 'loading' });
    fetchClearviewPage(token, scenario, abort.signal).then(
      (page) => {
        // Merged over the defaults, so a partial or older answer still gives every figure.
        const settings = mergeSettings(page.settings);
        writePageCache(token, { page, settings });
        setData({ state: 'ready', page, settings });
      },
      (err: unknown) => {
        if (isAbortError(err)) return;
        console.error('Failed to load ClearView session', err);
        // 404 is the expected "unknown token"; anything else may be temporary (offline, restart).
        const temporary = !(err instanceof ApiError && err.status >= 400 && err.status < 500);
        const cached = temporary ? readPageCache(token) : null;
        if (cached) return setData({ state: 'ready', ...cached });
        setData({ state: 'error', detail: temporary ? 'The server could not be reached. Please try again in a moment.' : undefined });
      },
    );
    return () => abort.abort();
  }, [token, scenario]);
  return data;
}
