import type { Deps } from '../../deps.ts';
import { transaction } from '../../db/connect.ts';
import { notFound } from '../../lib/http-error.ts';
import { mergeSettings } from '@shared/calc/settings.ts';
import type { CompanySettingsPatch, CompanySettingsResponse } from '@shared/schemas/company-settings.ts';
import { findSettingsRow, storeSettings } from './repo.ts';
import { serializeCompanySettings } from './serialize.ts';

/** The company settings (docs/spec/doc1.md §9 defaults until a recruiter changes them). */
export async function companySettings(deps: Deps): Promise<CompanySettingsResponse> {
  return serializeCompanySettings(await findSettingsRow(deps.sql));
}

/** Deep-merges `patch` over the stored settings under a row lock (an array is replaced whole); the one row is id 1. */
export async function updateCompanySettings(
  deps: Deps,
  id: number,
  patch: CompanySettingsPatch,
  actorId: number,
): Promise<CompanySettingsResponse> {
  if (id !== 1) throw notFound('Company settings not found');
  return transaction(deps.sql, async (tx) => {
    const current = await findSettingsRow(tx, true);
    const next = mergeSettings(patch, mergeSettings(current?.settings ?? null));
    return serializeCompanySettings(await storeSettings(tx, next, actorId));
  });
}
