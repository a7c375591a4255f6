import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { CoachingNotesBody, CoachingNotesResponse } from '@shared/schemas/clearview';
import type { CompanySettingsPatch, CompanySettingsResponse } from '@shared/schemas/company-settings';

/** The Settings page's shared settings (docs/dashboard.md, "Settings"): the company's defaults and the coaching talking points. */
const settingsKeys = {
  all: ['settings'] as const,
  company: () => [...settingsKeys.all, 'company'] as const,
  coaching: () => [...settingsKeys.all, 'coaching'] as const,
};

const fetchCompanySettings = (signal: AbortSignal) => api.get<CompanySettingsResponse>('/company/settings/', { signal });
const saveCompanySettings = (patch: CompanySettingsPatch) => api.patch<CompanySettingsResponse>('/company/settings/1/', patch);
const fetchCoachingNotes = (signal: AbortSignal) => api.get<CoachingNotesResponse>('/clearview/coaching-notes/', { signal });
const saveCoachingNotes = (body: CoachingNotesBody) => api.put<CoachingNotesResponse>('/clearview/coaching-notes/', body);

/** Each section shows its own line when its settings cannot be loaded, so no toast. */
export const useCompanySettings = () =>
  useQuery({ queryKey: settingsKeys.company(), queryFn: ({ signal }) => fetchCompanySettings(signal) });

export const useCoachingNotes = () => useQuery({ queryKey: settingsKeys.coaching(), queryFn: ({ signal }) => fetchCoachingNotes(signal) });

/** A save whose answer is the whole saved object: it replaces the cached one, then the section says so. */
function useSave<TBody, TSaved>(key: readonly string[], save: (body: TBody) => Promise<TSaved>, errorToast: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: { errorToast, serverText: true },
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      onSaved();
    },
  });
}

/** Saves the changed defaults (merged over the stored ones on the server). */
export const useSaveCompanySettings = (onSaved: () => void) =>
  useSave(settingsKeys.company(), saveCompanySettings, 'Failed to save company settings', onSaved);

export const useSaveCoachingNotes = (onSaved: () => void) =>
  useSave(settingsKeys.coaching(), saveCoachingNotes, 'Failed to save the talking points', onSaved);
