import { api } from '@client/lib/api';
import type { CoachingNotesBody, CoachingNotesResponse } from '@shared/schemas/clearview';
import type { CompanySettingsPatch, CompanySettingsResponse } from '@shared/schemas/company-settings';

/** The Settings page's calls (docs/dashboard.md, "Settings"). */
export const settingsKeys = {
  company: ['settings', 'company'] as const,
  coaching: ['settings', 'coaching'] as const,
};

export const fetchCompanySettings = (signal?: AbortSignal) => api.get<CompanySettingsResponse>('/company/settings/', { signal });
export const saveCompanySettings = (patch: CompanySettingsPatch) => api.patch<CompanySettingsResponse>('/company/settings/1/', patch);

export const fetchCoachingNotes = (signal?: AbortSignal) => api.get<CoachingNotesResponse>('/clearview/coaching-notes/', { signal });
export const saveCoachingNotes = (body: CoachingNotesBody) => api.put<CoachingNotesResponse>('/clearview/coaching-notes/', body);
