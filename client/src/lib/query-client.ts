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
  /**
   * The fields a form shows its server errors under (docs/client.md, "Forms"): a refusal whose
   * every field error is among them is shown there only, never in a toast as well.
   */
  formFields?: readonly string[] | 'all';
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/** True when the form shows every field error of the refusal beside its field. */
export const shownByForm = (err: unknown, fields: FailureMeta['formFields']): boolean => {
  if (!fields || !(err instanceof ApiError)) return false;
  const named = Object.keys(err.fieldErrors);
  return named.length > 0 && (fields === 'all' || named.every((f) => fields.includes(f)));
};

function reportFailure(err: unknown, meta: FailureMeta | undefined): void {
  console.warn(meta?.errorToast ?? 'Request failed', err);
  if (!meta?.errorToast || shownByForm(err, meta.formFields)) return;
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
