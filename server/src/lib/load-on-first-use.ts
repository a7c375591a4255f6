// A library loaded the first time it is needed, not when the server starts. Everything the server
// has loaded stays in its heap, which each major collection marks in full while rooms wait; the
// PDF renderer, the SMS and SMTP clients, the Redis client, the image and calendar libraries were
// ~35 MB of it, for features used now and then (docs/performance.md "Live collaboration at 1,000 rooms").

/** Loads once, on the first call; a failed load is tried again on the next call. */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
}
