// The one way a paged list is registered (docs/architecture.md "Lists"): GET with the list's query
// and its paged answer, the service handed the user, the query and the request's URL (for the
// next and previous links).
import type { z } from 'zod';
import type { AreaRoutes, Deps } from '../deps.ts';
import type { AccessClaims } from '../plugins/auth.ts';

type App = Parameters<AreaRoutes>[0];

/** A paged list's route: who may read it, its query schema and its answer's schema. */
type PagedListRoute<Q extends z.ZodType, A extends z.ZodType> = {
  onRequest: App['auth']['user'];
  querystring: Q;
  answer: A;
};

/** Registers GET `path`, answered by `list(deps, user, query, requestUrl)`. */
export function pagedListRoute<Q extends z.ZodType, A extends z.ZodType>(
  app: App,
  deps: Deps,
  path: string,
  { onRequest, querystring, answer }: PagedListRoute<Q, A>,
  list: (deps: Deps, user: AccessClaims, query: z.infer<Q>, requestUrl: string) => Promise<z.infer<A>>,
): void {
  // Fastify cannot resolve the reply type of a schema that is a type parameter; `list`'s signature
  // is what checks the answer against A here, and the response schema still checks it at run time.
  app.get(
    path,
    { onRequest, schema: { querystring, response: { 200: answer } } },
    (req) => list(deps, req.user, req.query as z.infer<Q>, req.url) as never,
  );
}
