import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { CompanySettingsResponse } from '@shared/schemas/company-settings';

/** The company's financial constants the ownership figures use (docs/spec/doc1.md §8). */
const companySettingsKeys = { all: ['recruit-area', 'company-settings'] as const };

const fetchCompanySettings = () => api.get<CompanySettingsResponse>('/company/settings/');

/** A failure falls back to the defaults silently (docs/spec/doc1.md §8), so no toast. */
export const useCompanySettings = () => useQuery({ queryKey: companySettingsKeys.all, queryFn: fetchCompanySettings });
