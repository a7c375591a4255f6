import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { RecruitNurture } from '@shared/schemas/nurture';
import { type NurtureWriteConfig, nurtureKeys, useNurtureWrite } from './nurture-keys';

/** One recruit's enrollment, meetings and SMS consent (Stay Connected, the Nurture Campaign tab). */
const recruitNurtureKeys = { detail: (id: number) => [...nurtureKeys.all, 'recruit', id] as const };

const fetchRecruitNurture = (id: number, signal?: AbortSignal) => api.get<RecruitNurture>(`/nurture/recruits/${id}/`, { signal });
const setSmsConsent = ({ recruitId, consent }: { recruitId: number; consent: boolean }) =>
  api.put<RecruitNurture>('/nurture/sms-consent/', { recruit_id: recruitId, consent });

export const useRecruitNurture = (id: number) =>
  useQuery({ queryKey: recruitNurtureKeys.detail(id), queryFn: ({ signal }) => fetchRecruitNurture(id, signal) });

/** The recruit's SMS consent, given or withdrawn (by the recruit or by staff). */
export const useSetSmsConsent = (config?: NurtureWriteConfig<RecruitNurture, { recruitId: number; consent: boolean }>) =>
  useNurtureWrite(setSmsConsent, config);
