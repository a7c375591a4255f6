import { api } from '@client/lib/api';
import type { MessageListResponse, MessageStatus } from '@shared/schemas/messages';
import type { MessageResponse } from '@shared/schemas/common';
import type {
  CampaignItem,
  CreateMeetingInput,
  EnrollmentItem,
  MeetingItem,
  NurtureOverview,
  NurtureTaskItem,
  RecruitNurture,
} from '@shared/schemas/nurture';
import type { CampaignType } from '@shared/domain/nurture';

/** Calls of the nurture and messages screens (docs/nurture.md; paths of docs/spec/doc2.md §7). */

export const fetchOverview = (signal?: AbortSignal) => api.get<NurtureOverview>('/nurture/dashboard/overview/', { signal });
export const fetchCampaigns = (signal?: AbortSignal) => api.get<CampaignItem[]>('/nurture/campaigns/', { signal });
export const fetchTasks = (signal?: AbortSignal) => api.get<NurtureTaskItem[]>('/nurture/tasks/', { signal });
export const fetchRecruitNurture = (id: number, signal?: AbortSignal) => api.get<RecruitNurture>(`/nurture/recruits/${id}/`, { signal });
export const fetchMessages = (q: { status: MessageStatus | ''; page: number }, signal?: AbortSignal) =>
  api.get<MessageListResponse>('/messages/', { query: { status: q.status, page: q.page }, signal });

export const createCampaign = (body: { name: string; campaign_type: CampaignType; duration_days: number; status: 'active' }) =>
  api.post<CampaignItem>('/nurture/campaigns/', body);
export const enroll = (recruit: number, campaign: number) => api.post<EnrollmentItem>('/nurture/enrollments/', { recruit, campaign });
export const triggerHighEngagement = (recruitId: number) =>
  api.post<EnrollmentItem>('/nurture/trigger-high-engagement/', { recruit_id: recruitId });
export const moveToLongTerm = (recruitId: number) => api.post<EnrollmentItem>('/nurture/move-to-long-term/', { recruit_id: recruitId });
export const endEnrollment = (id: number) => api.delete<EnrollmentItem>(`/nurture/enrollments/${id}/`);
export const pauseEnrollment = (id: number, pausedUntil: string | null) =>
  api.patch<EnrollmentItem>(`/nurture/enrollments/${id}/`, { paused_until: pausedUntil });
export const optOut = (recruitId: number) => api.post<EnrollmentItem>('/nurture/opt-out/', { recruit_id: recruitId });
export const setSmsConsent = (recruitId: number, consent: boolean) =>
  api.put<RecruitNurture>('/nurture/sms-consent/', { recruit_id: recruitId, consent });
/** Staff give the time; the recruit dashboard leaves it out (with its zone) and the server books the first free slot. */
export const scheduleMeeting = (body: CreateMeetingInput) => api.post<MeetingItem>('/nurture/meetings/', body);
export const updateMeeting = (id: number, body: { attended?: boolean; outcome?: string }) =>
  api.patch<MeetingItem>(`/nurture/meetings/${id}/`, body);
export const sendEmail = (body: { recruit_id: number; subject: string; content: string }) =>
  api.post<MessageResponse>('/nurture/send-email/', body);
export const completeTask = (id: number) => api.post<MessageResponse>(`/nurture/tasks/${id}/complete/`);
