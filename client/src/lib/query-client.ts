import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * The one cache of server state (docs/client.md, "Data loading"): every screen reads through
 * useQuery and writes through useMutation on this client. A 4xx is an answer, not a hiccup: it is
 * not retried; a network or 5xx failure is retried once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failures, err) => !(err instanceof ApiError && err.status < 500) && failures < 1,
      // Staff screens poll or reload explicitly after a change; a window focus is no reason to refetch.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
