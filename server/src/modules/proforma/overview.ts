// The Proforma screen's overview, upcoming sessions and comparison (docs/proforma.md, "Overview"
// and "Compare").
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import type { ProformaCalculation } from '@shared/calc/proforma.ts';
import { COMPARE_LIMIT, PROFORMA_TEXTS, RECENT_SESSIONS_LIMIT } from '@shared/domain/proforma.ts';
import type { ListResponse } from '@shared/schemas/common.ts';
import type { ComparisonResponse, ProformaOverview, ProformaSessionItem } from '@shared/schemas/proforma.ts';
import { savedCalculation } from './inputs.ts';
import { serializeSession } from './serialize.ts';
import * as repo from './sessions-repo.ts';

const UPCOMING_LIMIT = 20;

/** Tiles and recent sessions, for every recruit or one; conversion = completed ÷ total, one decimal. */
export async function proformaOverview(d: ServiceDeps, recruitId?: number): Promise<ProformaOverview> {
  const [counts, recent] = await Promise.all([
    repo.countByStatus(d.sql, recruitId),
    repo.listSessions(d.sql, { recruitId, limit: RECENT_SESSIONS_LIMIT, offset: 0 }),
  ]);
  const total = counts.scheduled + counts.in_progress + counts.completed;
  return {
    total_sessions: total,
    completed_sessions: counts.completed,
    scheduled_sessions: counts.scheduled,
    in_progress_sessions: counts.in_progress,
    conversion_rate: total === 0 ? 0 : Math.round((counts.completed / total) * 1000) / 10,
    recent_sessions: recent.rows.map((r) => serializeSession(r, d.appUrl, 'staff')),
  };
}

export async function upcomingSessions(d: ServiceDeps, recruitId?: number): Promise<ListResponse<ProformaSessionItem>> {
  const rows = await repo.listUpcoming(d.sql, { recruitId, limit: UPCOMING_LIMIT });
  return { results: rows.map((r) => serializeSession(r, d.appUrl, 'staff')), count: rows.length };
}

type Series = ComparisonResponse['charts_data']['revenue_trend'];
function series(a: ProformaCalculation | null, b: ProformaCalculation | null, key: 'revenue' | 'profit'): Series {
  const months = Math.max(a?.duration_months ?? 0, b?.duration_months ?? 0);
  const at = (c: ProformaCalculation | null, m: number) => c?.monthly_projections[m - 1]?.[key] ?? null;
  return Array.from({ length: months }, (_, i) => ({
    month: i + 1,
    label: `Month ${i + 1}`,
    session1: at(a, i + 1),
    session2: at(b, i + 1),
  }));
}

/** Two sessions side by side (docs/spec/doc2.md §3 "Comparison result"), in the order asked. */
export async function compareSessions(d: ServiceDeps, ids: number[]): Promise<ComparisonResponse> {
  const refuse = (text: string) => badRequest(text, { session_ids: [text] });
  if (ids.length > COMPARE_LIMIT) throw refuse(PROFORMA_TEXTS.compareAtMost);
  if (ids.length < COMPARE_LIMIT || ids[0] === ids[1]) throw refuse(PROFORMA_TEXTS.compareExactly);
  const rows = await repo.findSessions(d.sql, ids);
  const [s1, s2] = ids.map((id) => rows.find((r) => r.id === id));
  if (!s1 || !s2) throw notFound('Proforma session not found');
  const [c1, c2] = await Promise.all([savedCalculation(d.sql, s1), savedCalculation(d.sql, s2)]);
  const r1 = c1?.yearly_summary.total_revenue ?? 0;
  const r2 = c2?.yearly_summary.total_revenue ?? 0;
  return {
    comparison_metrics: {
      duration_difference: s2.model_type.duration_months - s1.model_type.duration_months,
      model_types: { session1: s1.model_type.model_type, session2: s2.model_type.model_type },
      status_comparison: { both_completed: s1.status === 'completed' && s2.status === 'completed' },
    },
    revenue_comparison: { session1_revenue: r1, session2_revenue: r2, difference: Math.round((r2 - r1) * 100) / 100 },
    sessions: [serializeSession(s1, d.appUrl, 'staff'), serializeSession(s2, d.appUrl, 'staff')],
    calculations: { session1: c1, session2: c2 },
    charts_data: { revenue_trend: series(c1, c2, 'revenue'), profit_trend: series(c1, c2, 'profit') },
  };
}
