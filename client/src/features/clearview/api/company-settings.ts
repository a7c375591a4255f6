import { useQuery } from '@tanstack/react-query';
import { DEFAULT_COMPANY_SETTINGS, mergeSettings, type CompanySettings } from '@shared/calc';
import { api } from '@client/lib/api';
import type { CompanySettingsResponse } from '@shared/schemas/company-settings';

const companySettingsKeys = {
  all: ['clearview', 'company-settings'] as const,
};

/** GET /company/settings/: the figures' company settings (signed in). */
const fetchCompanySettings = (signal: AbortSignal) => api.get<CompanySettingsResponse>('/company/settings/', { signal });

/** The company settings the scenario pages' figures use; the defaults while loading or when the load fails (doc1 §8). */
export function useCompanySettings(): { settings: CompanySettings; pending: boolean } {
  const query = useQuery({
    queryKey: companySettingsKeys.all,
    queryFn: ({ signal }) => fetchCompanySettings(signal),
    retry: false,
    staleTime: 5 * 60_000,
    select: (stored) => mergeSettings(stored),
  });
  return { settings: query.data ?? DEFAULT_COMPANY_SETTINGS, pending: query.isPending };
}
