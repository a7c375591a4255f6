import { useEffect, useState } from 'react';
import { api } from '@client/lib/api';

/**
 * The signed-in recruit's pipeline status, read when the recruit area opens and again on each
 * page change so the Onboarding link appears soon after onboarding starts. null until known
 * or when the read fails (the link then stays hidden).
 */
export function useRecruitStatus(recruitId: string | number | null | undefined, pathname: string): string | null {
  const [status, setStatus] = useState<string | null>(null);

  useEffect(() => {
    if (recruitId === null || recruitId === undefined || recruitId === '') {
      setStatus(null);
      return;
    }
    let alive = true;
    api
      .get<{ status?: string }>(`/recruits/${recruitId}/`)
      .then((recruit) => alive && setStatus(recruit?.status ?? null))
      .catch((err) => {
        console.warn('Failed to load recruit status', err);
        if (alive) setStatus(null);
      });
    return () => {
      alive = false;
    };
  }, [recruitId, pathname]);

  return status;
}
