import { api } from '@client/lib/api';
import type { ClearviewSessionDetail } from '@shared/schemas/clearview';
import type {
  EnableDiscoveryResponse,
  InviteResponse,
  Recruit,
  RecruitCreateBody,
  RecruitListResponse,
  RecruitOrdering,
  RecruitStatus,
  ScheduleClearviewBody,
  ScheduleClearviewResponse,
  TimelineEntry,
} from '@shared/schemas/recruits';
import type { DiscoveryModule } from '@shared/domain/discovery-modules';
import type { ProfileCompletionResponse } from '@shared/schemas/profile';

/** Calls of the recruit pipeline screen and the recruit details dialog (all staff, with bearer). */

interface RecruitListParams {
  page: number;
  search?: string;
  status?: RecruitStatus | '';
  phase?: string;
  recruiting_source?: string;
  ordering?: RecruitOrdering;
}

export function fetchRecruitsPage(params: RecruitListParams, signal?: AbortSignal) {
  return api.get<RecruitListResponse>('/recruits/', { query: { ...params }, signal });
}

/** The recruit's own profile as staff read it (docs/profile.md, "Staff view"). */
export function fetchProfileCompletion(id: number, signal?: AbortSignal) {
  return api.get<ProfileCompletionResponse>(`/recruits/${id}/profile_completion/`, { signal });
}

export function fetchRecruit(id: number) {
  return api.get<Recruit>(`/recruits/${id}/`);
}

export function createRecruit(body: RecruitCreateBody) {
  return api.post<Recruit>('/recruits/', body);
}

export function updateRecruitStatus(id: number, status: RecruitStatus) {
  return api.patch<Recruit>(`/recruits/${id}/`, { status });
}

export function sendAcceptanceInvite(id: number) {
  return api.post<InviteResponse>(`/recruits/${id}/send_acceptance_invite/`);
}

export function scheduleClearview(id: number, body: ScheduleClearviewBody) {
  return api.post<ScheduleClearviewResponse>(`/recruits/${id}/schedule_clearview/`, body);
}

export function enableDiscoveryAccess(id: number, modules: DiscoveryModule[]) {
  return api.post<EnableDiscoveryResponse>(`/recruits/${id}/enable_discovery_access/`, { modules });
}

export function fetchTimeline(id: number) {
  return api.get<TimelineEntry[]>(`/recruits/${id}/timeline/`);
}

/** The recruit's newest ClearView session (with its token), or null when there is none. */
export async function fetchLatestClearviewSession(recruitId: number): Promise<ClearviewSessionDetail | null> {
  try {
    return await api.get<ClearviewSessionDetail>('/clearview-sessions/by_recruit/', { query: { recruit_id: recruitId } });
  } catch {
    return null;
  }
}
