import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorText } from './api';
import { toast } from './toast';

/**
 * What a query or mutation may declare in `meta` (docs/client.md, "Server state"): the toast a
 * failure shows, `errorToast` (or the server's own text first with `serverText`), with `toastId` so
 * a repeated failure replaces its toast instead of stacking. Only logged when no toast is named.
 */
interface FailureMeta extends Record<string, unknown> {
  errorToast?: string;
  serverText?: boolean;
  toastId?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

function reportFailure(err: unknown, meta: FailureMeta | undefined): void {
  console.warn(meta?.errorToast ?? 'Request failed', err);
  if (!meta?.errorToast) return;
  const text = meta.serverText ? errorText(err, meta.errorToast) : meta.errorToast;
  toast.error(text, meta.toastId ? { id: meta.toastId } : undefined);
}

/**
 * The one cache of server state (docs/client.md, "Server state"): every screen reads through
 * useQuery and writes through useMutation on this client. A 4xx is an answer, not a hiccup: it is
 * not retried; a network or 5xx failure is retried once.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (err, query) => reportFailure(err, query.meta) }),
  mutationCache: new MutationCache({ onError: (err, _vars, _ctx, mutation) => reportFailure(err, mutation.meta) }),
  defaultOptions: {
    queries: {
      retry: (failures, err) => !(err instanceof ApiError && err.status < 500) && failures < 1,
      // Staff screens poll or reload explicitly after a change; a window focus is no reason to refetch.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
