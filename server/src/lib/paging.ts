// Page-number paging of list endpoints (docs/architecture.md, "Lists"): `page` from 1 and a page
// size; the answer's `next` is the same request with the next page number, null on the last page.

/** limit/offset of a page (page from 1). */
export function pageOf(q: { page?: number; page_size?: number }, defaultSize: number): { limit: number; offset: number; page: number } {
  const size = q.page_size ?? defaultSize;
  const page = q.page ?? 1;
  return { limit: size, offset: (page - 1) * size, page };
}

/** The URL of the next page (the request's own path and filters), or null on the last page. */
export function nextPageUrl(requestUrl: string, page: number, size: number, count: number): string | null {
  if (page * size >= count) return null;
  const u = new URL(requestUrl, 'http://x');
  u.searchParams.set('page', String(page + 1));
  return `${u.pathname}${u.search}`;
}
