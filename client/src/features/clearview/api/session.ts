// The session by its token (docs/clearview-api.md): the page's read, the autosave's save and the
// completion. The token is the credential: page, save and complete go without a bearer
// (docs/spec/doc1.md §6), so an expired recruiter sign-in never bounces the page to /login.
import { useMutation, useQuery } from '@tanstack/react-query';
import type * as Y from 'yjs';
import type { CompanySettings } from '@shared/calc';
import { mergeSettings } from '@shared/calc';
import { docToSnapshot, type ClearViewSnapshot } from '@shared/collab';
import type { ClearviewPageResponse, CompleteClearviewResponse, SaveClearviewResponse, SaveModule } from '@shared/schemas/clearview';
import { ApiError, api, errorText } from '@client/lib/api';
import { goToConfirmation } from '@client/lib/confirmation';
import { credentials } from '@client/lib/credentials';
import { toast } from '@client/lib/toast';
import { writeLocalCache } from '../lib/local-cache';
import { readPageCache, writePageCache } from '../lib/page-cache';

const sessionKeys = {
  all: ['clearview', 'session'] as const,
  page: (token: string, scenario: number | undefined) => [...sessionKeys.all, token, scenario ?? null] as const,
};

const base = (token: string) => `/clearview/${encodeURIComponent(token)}`;

/** GET /clearview/{token}/ (optionally ?scenario={id}) → {recruit, session, scenario?, settings}. */
const fetchClearviewPage = (token: string, scenario: number | undefined, signal: AbortSignal) =>
  api.get<ClearviewPageResponse>(`${base(token)}/`, { auth: false, query: { scenario }, signal });

/** POST /clearview/{token}/save/ {module, sessionData}: called by the autosave (hooks/use-autosave.ts), which owns its timing and retries. */
export const saveClearview = (token: string, module: SaveModule, sessionData: ClearViewSnapshot) =>
  api.post<SaveClearviewResponse>(`${base(token)}/save/`, { module, sessionData }, { auth: false });

/** POST /clearview/{token}/complete/ {sessionData}; a signed-in user's bearer names who completed it. */
const completeClearview = (token: string, sessionData: ClearViewSnapshot) =>
  api.post<CompleteClearviewResponse>(`${base(token)}/complete/`, { sessionData }, { auth: false, headers: bearer() });

function bearer(): Record<string, string> | undefined {
  return credentials.accessToken ? { Authorization: `Bearer ${credentials.accessToken}` } : undefined;
}

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

/** What the page needs before joining the room: the session by token, with the company settings. */
export function usePageData(token: string, scenario: number | undefined): PageData {
  const query = useQuery({
    queryKey: sessionKeys.page(token, scenario),
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

const COMPLETED_MESSAGE = 'ClearView session completed successfully!';

interface CompleteOptions {
  token: string;
  doc: Y.Doc;
  settings: CompanySettings;
  flush(): Promise<void>;
}

/**
 * Complete Session (docs/spec/doc1.md §2): final save of what is pending, complete with the full
 * data, then the confirmation page.
 */
export function useCompleteSession({ token, doc, settings, flush }: CompleteOptions) {
  const completion = useMutation({
    mutationFn: async () => {
      // What is still waiting for the autosave goes first, so the completed plan holds every edit.
      await flush();
      const snapshot = docToSnapshot(doc, settings);
      await completeClearview(token, snapshot);
      return snapshot;
    },
    onSuccess: (snapshot) => {
      writeLocalCache(token, { modules: snapshot, completed: true, lastSaved: new Date().toISOString() });
      toast.success('Session completed successfully');
      goToConfirmation(COMPLETED_MESSAGE, 'success');
    },
    onError: (err) => toast.error(errorText(err, 'Failed to complete session')),
  });
  // Still busy after success: the page is on its way to the confirmation.
  const busy = completion.isPending || completion.isSuccess;
  return {
    busy,
    /** Resolves when the attempt is over; a failure has been toasted by then. */
    complete: async (): Promise<void> => {
      if (busy) return;
      await completion.mutateAsync().catch(() => undefined);
    },
  };
}
