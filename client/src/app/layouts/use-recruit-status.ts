import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';

/**
 * The signed-in recruit's pipeline status, read when the recruit area opens and again on each
 * page change so the Onboarding link appears soon after onboarding starts. null until known or
 * when the read fails (the link then stays hidden; the failure is only logged, docs/spec/doc2.md §8).
 */
export function useRecruitStatus(recruitId: string | number | null | undefined, pathname: string): string | null {
  const known = recruitId !== null && recruitId !== undefined && recruitId !== '';
  const { data } = useQuery({
    queryKey: ['recruit-status', recruitId, pathname],
    enabled: known,
    queryFn: async () => {
      try {
        return (await api.get<{ status?: string }>(`/recruits/${recruitId}/`))?.status ?? null;
      } catch (err) {
        console.warn('Failed to load recruit status', err);
        return null;
      }
    },
  });
  return known ? (data ?? null) : null;
}
