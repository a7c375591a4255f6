import type { Deps } from '../../deps.ts';
import { transaction } from '../../db/connect.ts';
import { notFound } from '../../lib/http-error.ts';
import { mergeSettings } from '@shared/calc/settings.ts';
import type { CompanySettingsPatch, CompanySettingsResponse } from '@shared/schemas/company-settings.ts';
import { findSettingsRow, storeSettings } from './repo.ts';
import { serializeCompanySettings } from './serialize.ts';
import { recordAudit } from '../audit/repo.ts';
import { onlyChanged } from '@shared/domain/audit-diff.ts';

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
  patch: CompanySettingsPatch,
  actorId: number,
): Promise<CompanySettingsResponse> {
  if (id !== 1) throw notFound('Company settings not found');
  return transaction(deps.sql, async (tx) => {
    const current = await findSettingsRow(tx, true);
    const before = serializeCompanySettings(current);
    const next = mergeSettings(patch, mergeSettings(current?.settings ?? null));
    const after = serializeCompanySettings(await storeSettings(tx, next, actorId));
    const { updated_at: _b, ...was } = before;
    const { updated_at: _a, ...now } = after;
    await recordAudit(tx, { actorId, action: 'company_settings.update', objectType: 'company', objectId: 1, ...onlyChanged(was, now) });
    return after;
  });
}
