import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { RecruitConsent } from '@shared/schemas/consent';
import { nurtureKeys } from './nurture-keys';

/** A recruit's consent ledger (docs/nurture.md, "Consent"); under the nurture root, so a consent change refreshes it. */
const consentKeys = { detail: (id: number) => [...nurtureKeys.all, 'consent', id] as const };

const fetchConsent = (id: number, signal?: AbortSignal) => api.get<RecruitConsent>(`/recruits/${id}/consent/`, { signal });

export const useRecruitConsent = (id: number) =>
  useQuery({ queryKey: consentKeys.detail(id), queryFn: ({ signal }) => fetchConsent(id, signal) });
