// The one pager (docs/architecture.md "Lists"): a paged list answers `{count, next, previous,
// results}`; `next` and `previous` are the request's own path and filters with another page
// number, null past either end.
import type { Paged } from '@shared/schemas/common.ts';

export type Page = { page: number; limit: number; offset: number };

/** The page a query asks for (page from 1; `page_size` or the list's default size). */
export function pageOf(q: { page?: number; page_size?: number }, defaultSize: number): Page {
  const limit = q.page_size ?? defaultSize;
  const page = q.page ?? 1;
  return { page, limit, offset: (page - 1) * limit };
}

/** The paged envelope of one page of rows out of `count`, for the request at `requestUrl`. */
export function pagedAnswer<T>(requestUrl: string, page: Page, count: number, results: T[]): Paged<T> {
  const linkTo = (n: number) => {
    const u = new URL(requestUrl, 'http://x');
    u.searchParams.set('page', String(n));
    return `${u.pathname}${u.search}`;
  };
  return {
    count,
    next: page.page * page.limit < count ? linkTo(page.page + 1) : null,
    previous: page.page > 1 ? linkTo(Math.min(page.page - 1, Math.max(1, Math.ceil(count / page.limit)))) : null,
    results,
  };
}
