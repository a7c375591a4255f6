// Two sessions side by side (docs/proforma.md, "Compare"; docs/spec/doc2.md §3 "Comparison result").
import type { Deps } from '../../../deps.ts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import type { ProformaCalculation } from '@shared/calc/proforma.ts';
import { COMPARE_LIMIT, PROFORMA_TEXTS } from '@shared/domain/proforma.ts';
import type { ComparisonResponse } from '@shared/schemas/proforma-responses.ts';
import { savedCalculation } from '../inputs/service.ts';
import { findSessions } from '../sessions/repo.ts';
import { serializeSession } from '../sessions/serialize.ts';

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

/** The two sessions' saved calculations and their difference, in the order asked. */
export async function compareSessions(deps: Deps, ids: number[]): Promise<ComparisonResponse> {
  const refuse = (text: string) => badRequest(text, { session_ids: [text] });
  if (ids.length > COMPARE_LIMIT) throw refuse(PROFORMA_TEXTS.compareAtMost);
  if (ids.length < COMPARE_LIMIT || ids[0] === ids[1]) throw refuse(PROFORMA_TEXTS.compareExactly);
  const rows = await findSessions(deps.sql, ids);
  const [s1, s2] = ids.map((id) => rows.find((r) => r.id === id));
  if (!s1 || !s2) throw notFound('Proforma session not found');
  const [c1, c2] = await Promise.all([savedCalculation(deps.sql, s1), savedCalculation(deps.sql, s2)]);
  const r1 = c1?.yearly_summary.total_revenue ?? 0;
  const r2 = c2?.yearly_summary.total_revenue ?? 0;
  const appUrl = deps.config.appUrl;
  return {
    comparison_metrics: {
      duration_difference: s2.model_type.duration_months - s1.model_type.duration_months,
      model_types: { session1: s1.model_type.model_type, session2: s2.model_type.model_type },
      status_comparison: { both_completed: s1.status === 'completed' && s2.status === 'completed' },
    },
    revenue_comparison: { session1_revenue: r1, session2_revenue: r2, difference: Math.round((r2 - r1) * 100) / 100 },
    sessions: [serializeSession(s1, appUrl, 'staff'), serializeSession(s2, appUrl, 'staff')],
    calculations: { session1: c1, session2: c2 },
    charts_data: { revenue_trend: series(c1, c2, 'revenue'), profit_trend: series(c1, c2, 'profit') },
  };
}
