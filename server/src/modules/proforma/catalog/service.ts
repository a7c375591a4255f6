// What a session starts from (docs/proforma.md, "Starting values"): model types, templates, the
// assumptions behind the formulas, the recruit's ClearView baseline and pre-session data.
import type { Deps } from '../../../deps.ts';
import { badRequest, notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { PROFORMA_ASSUMPTIONS } from '@shared/calc/proforma.ts';
import { isInputFieldName } from '@shared/domain/proforma.ts';
import type { WholeList } from '@shared/schemas/common.ts';
import type { PreSessionBody } from '@shared/schemas/proforma.ts';
import type {
  AssumptionList,
  ClearviewDataResponse,
  ModelTypeItem,
  PreSessionDataResponse,
  TemplateList,
} from '@shared/schemas/proforma-responses.ts';
import { findNurtureRecruit } from '../../nurture/recruit-repo.ts';
import { readEntries } from '../inputs/service.ts';
import { inputItem } from '../inputs/serialize.ts';
import { readableSession } from '../sessions/access.ts';
import * as repo from './repo.ts';
import { startingValues } from './starting-values.ts';

/** The model types, oldest first. */
export async function listModelTypes(deps: Deps): Promise<WholeList<ModelTypeItem>> {
  return { results: await repo.listModelTypes(deps.sql) };
}

export async function listTemplates(deps: Deps): Promise<TemplateList> {
  const [templates, models] = await Promise.all([repo.listTemplates(deps.sql), repo.listModelTypes(deps.sql)]);
  const results = templates.map((t) => ({
    id: t.id,
    name: t.name,
    model_type: t.model_type_id,
    model_type_details: models.find((m) => m.id === t.model_type_id) ?? models[0],
    description: t.description,
    inputs: Object.entries(t.inputs)
      .filter(([name]) => isInputFieldName(name))
      .map(([name, value]) => inputItem(name as Parameters<typeof inputItem>[0], value)),
  }));
  return { results };
}

const ASSUMPTION_TEXT: Record<keyof typeof PROFORMA_ASSUMPTIONS, string> = {
  production_ramp: 'Share of full personal production closed in months 1, 2 and 3; 100% from month 4',
  support_staff_monthly_cost: 'Monthly cost of one support staff member (dollars)',
  team_member_units_share: "A recruited loan officer's monthly units as a share of the recruit's own",
  team_member_revenue_share: "Share of a recruited loan officer's margin the recruit keeps",
};

export function listAssumptions(): AssumptionList {
  const results = (Object.keys(PROFORMA_ASSUMPTIONS) as (keyof typeof PROFORMA_ASSUMPTIONS)[]).map((key) => ({
    key,
    value: PROFORMA_ASSUMPTIONS[key],
    description: ASSUMPTION_TEXT[key],
  }));
  return { results };
}

/** The recruit's ClearView figures (from the locked baseline scenario) and the live inputs they suggest (starting-values.ts). */
export async function clearviewData(deps: Deps, user: AccessClaims, sessionId: number): Promise<ClearviewDataResponse> {
  const session = await readableSession(deps.sql, user, sessionId);
  const start = await startingValues(deps.sql, session.recruit_id);
  return { clearview_data: start.clearview, suggested_inputs: start.values as Record<string, number>, source: start.found };
}

const preSessionResponse = (recruitId: number, row?: repo.PreSessionRow): PreSessionDataResponse => ({
  recruit: recruitId,
  data: row?.data ?? {},
  notes: row?.notes ?? '',
  updated_at: row ? new Date(row.updated_at).toISOString() : null,
});

export async function getPreSession(deps: Deps, recruitId: number): Promise<PreSessionDataResponse> {
  if (!(await findNurtureRecruit(deps.sql, recruitId))) throw notFound('Recruit not found');
  return preSessionResponse(recruitId, await repo.findPreSession(deps.sql, recruitId));
}

/** Replaces the recruit's pre-session answers (values read like session inputs; empty ones dropped). */
export async function savePreSession(deps: Deps, actorId: number, body: PreSessionBody): Promise<PreSessionDataResponse> {
  if (!(await findNurtureRecruit(deps.sql, body.recruit))) throw notFound('Recruit not found');
  const values = readEntries(Object.entries(body.data).map(([field_name, value]) => ({ field_name, value })));
  if (Object.keys(values).length === 0 && !body.notes) throw badRequest('Enter at least one value or a note');
  const row = await repo.upsertPreSession(deps.sql, {
    recruitId: body.recruit,
    data: values as Record<string, number>,
    notes: body.notes ?? '',
    by: actorId,
  });
  return preSessionResponse(body.recruit, row);
}
