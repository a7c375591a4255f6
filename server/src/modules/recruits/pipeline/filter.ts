// The pipeline list's selection as one SQL condition (docs/recruits-api.md, "List"): who the user
// may see (visibility.ts) and the list's filters. The list, bulk actions and the CSV export select
// with the same condition, so they always agree on which recruits a filter names.
import type { Fragment } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import { likePattern, whereAll } from '../../../db/sql-helpers.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { RECRUITING_SOURCES } from '@shared/domain/recruiting-sources.ts';
import { PIPELINE_PHASES } from '@shared/domain/recruit-status.ts';
import type { PipelineFilters } from '@shared/schemas/recruits.ts';
import { recruitVisibleTo } from '../visibility.ts';

/** Source values whose value or label contains the typed text (case-insensitive). */
function sourcesMatching(typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return Object.entries(RECRUITING_SOURCES)
    .filter(([value, label]) => value.includes(needle) || label.toLowerCase().includes(needle))
    .map(([value]) => value);
}

/**
 * The condition on `recruits r` for the pipeline's filters as the user may see them: the recruits
 * the user sees (admins all, recruiters per the company's pipeline_visibility, a recruit their own)
 * that match every given filter. Reads only `r`, so any query over `recruits r` can use it.
 */
export function pipelineCondition(sql: Sql, user: AccessClaims, f: PipelineFilters): Fragment {
  const parts = [recruitVisibleTo(sql, user, 'r')];
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  const phase = f.phase ? PIPELINE_PHASES.find((p) => p.key === f.phase) : undefined;
  if (phase) parts.push(sql`r.status = any(${phase.statuses as unknown as string[]}::text[])`);
  if (f.recruiting_source) parts.push(sql`r.recruiting_source = any(${sourcesMatching(f.recruiting_source)}::text[])`);
  if (f.discovery_access !== undefined) {
    parts.push(sql`coalesce((select d.is_enabled from discovery_access d where d.recruit_id = r.id), false) = ${f.discovery_access}`);
  }
  if (f.recruiter === 'unassigned') parts.push(sql`r.recruiter_id is null`);
  else if (f.recruiter !== undefined) parts.push(sql`r.recruiter_id = ${f.recruiter === 'me' ? user.sub : f.recruiter}`);
  if (f.search) {
    // The same expression as recruits_search_idx, so the trigram index serves the substring match.
    parts.push(sql`lower(r.first_name || ' ' || r.last_name || ' ' || r.email || ' ' || r.phone) like ${likePattern(f.search)}`);
  }
  return whereAll(sql, parts);
}
