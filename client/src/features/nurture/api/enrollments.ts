import { api } from '@client/lib/api';
import type { EnrollmentItem } from '@shared/schemas/nurture';
import { type NurtureWriteConfig, useNurtureWrite } from './nurture-keys';

// Enrollments (docs/nurture.md, "Enrollments"): each is read through its recruit's nurture
// (recruit-nurture.ts); these are the writes.

type Enrollment = { recruit: number; campaign: number };
type Config<TVars> = NurtureWriteConfig<EnrollmentItem, TVars>;

const enroll = (body: Enrollment) => api.post<EnrollmentItem>('/nurture/enrollments/', body);
const triggerHighEngagement = (recruitId: number) =>
  api.post<EnrollmentItem>('/nurture/trigger-high-engagement/', { recruit_id: recruitId });
const moveToLongTerm = (recruitId: number) => api.post<EnrollmentItem>('/nurture/move-to-long-term/', { recruit_id: recruitId });
const endEnrollment = (id: number) => api.delete<EnrollmentItem>(`/nurture/enrollments/${id}/`);
const pauseEnrollment = ({ id, until }: { id: number; until: string | null }) =>
  api.patch<EnrollmentItem>(`/nurture/enrollments/${id}/`, { paused_until: until });
const optOut = (recruitId: number) => api.post<EnrollmentItem>('/nurture/opt-out/', { recruit_id: recruitId });

export const useEnroll = (config?: Config<Enrollment>) => useNurtureWrite(enroll, config);
/** The high-engagement track, from Phase Management or the recruit's own dashboard (a long-term track is replaced). */
export const useTriggerHighEngagement = (config?: Config<number>) => useNurtureWrite(triggerHighEngagement, config);
export const useMoveToLongTerm = (config?: Config<number>) => useNurtureWrite(moveToLongTerm, config);
export const useEndEnrollment = (config?: Config<number>) => useNurtureWrite(endEnrollment, config);
/** Pause until a time, or resume now with `until: null`. */
export const usePauseEnrollment = (config?: Config<{ id: number; until: string | null }>) => useNurtureWrite(pauseEnrollment, config);
/** The recruit's own "Stop follow-ups". */
export const useOptOut = (config?: Config<number>) => useNurtureWrite(optOut, config);
