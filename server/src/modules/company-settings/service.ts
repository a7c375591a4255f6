import type { Deps } from '../../deps.ts';
import { transaction } from '../../db/connect.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { AccessClaims } from '../../plugins/auth.ts';
import { mergeSettings } from '@shared/calc/settings.ts';
import type { CompanySettingsPatch, CompanySettingsResponse } from '@shared/schemas/company-settings.ts';
import { findSettingsRow, storePipelineVisibility, storeSettings } from './repo.ts';
import { serializeCompanySettings } from './serialize.ts';
import { recordAudit } from '../audit/repo.ts';
import { onlyChanged } from '@shared/domain/audit-diff.ts';

const ADMINS_SET_VISIBILITY = 'Only admins can change who sees which recruit';

/** The company settings (docs/spec/doc1.md §9 defaults until a recruiter changes them). */
export async function companySettings(deps: Deps): Promise<CompanySettingsResponse> {
  return serializeCompanySettings(await findSettingsRow(deps.sql));
}

/**
 * Deep-merges `patch` over the stored settings under a row lock (an array is replaced whole); the one
 * row is id 1. The audit row keeps the changed keys' values before and after (docs/team.md, "Audit log").
 */
export async function updateCompanySettings(
  deps: Deps,
  id: number,
  body: CompanySettingsPatch,
  actor: AccessClaims,
): Promise<CompanySettingsResponse> {
  if (id !== 1) throw notFound('Company settings not found');
  const { pipeline_visibility: visibility, ...patch } = body;
  if (visibility !== undefined && actor.role !== 'admin') throw forbidden(ADMINS_SET_VISIBILITY);
  return transaction(deps.sql, async (tx) => {
    const current = await findSettingsRow(tx, true);
    if (visibility !== undefined && visibility !== current?.pipeline_visibility) {
      await storePipelineVisibility(tx, visibility, actor.sub);
      await recordAudit(tx, {
        actorId: actor.sub,
        action: 'company_settings.pipeline_visibility',
        objectType: 'company',
        objectId: 1,
        before: { pipeline_visibility: current?.pipeline_visibility ?? 'team' },
        after: { pipeline_visibility: visibility },
      });
    }
    if (Object.keys(patch).length === 0) return serializeCompanySettings(await findSettingsRow(tx));
    const before = serializeCompanySettings(current);
    const next = mergeSettings(patch, mergeSettings(current?.settings ?? null));
    const after = serializeCompanySettings(await storeSettings(tx, next, actor.sub));
    // The figures only: the visibility has its own row above.
    const { updated_at: _b, pipeline_visibility: _vb, ...was } = before;
    const { updated_at: _a, pipeline_visibility: _va, ...now } = after;
    await recordAudit(tx, {
      actorId: actor.sub,
      action: 'company_settings.update',
      objectType: 'company',
      objectId: 1,
      ...onlyChanged(was, now),
    });
    return after;
  });
}
