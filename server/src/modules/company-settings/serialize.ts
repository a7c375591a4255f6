import { mergeSettings } from '@shared/calc/settings.ts';
import type { CompanySettingsResponse } from '@shared/schemas/company-settings.ts';
import type { SettingsRow } from './repo.ts';

/** The settings as GET and PATCH answer them: merged over the defaults, with the row's id and save time. */
export const serializeCompanySettings = (row: SettingsRow | undefined): CompanySettingsResponse => ({
  id: 1,
  ...mergeSettings(row?.settings ?? null),
  pipeline_visibility: row?.pipeline_visibility ?? 'team',
  updated_at: (row?.updated_at ?? new Date(0)).toISOString(),
});
