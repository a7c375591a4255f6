import { api } from '@client/lib/api';
import type { CreateMeetingInput, MeetingItem } from '@shared/schemas/nurture';
import { type NurtureWriteConfig, useNurtureWrite } from './nurture-keys';

// Calls with ops and the founders (docs/nurture.md, "Meetings"): read through the recruit's nurture
// (recruit-nurture.ts); these are the writes.

type MeetingUpdate = { id: number; attended?: boolean; outcome?: string };

/** Staff give the time; the recruit dashboard leaves it out (with its zone) and the server books the first free slot. */
const scheduleMeeting = (body: CreateMeetingInput) => api.post<MeetingItem>('/nurture/meetings/', body);
const updateMeeting = ({ id, ...body }: MeetingUpdate) => api.patch<MeetingItem>(`/nurture/meetings/${id}/`, body);

export const useScheduleMeeting = (config?: NurtureWriteConfig<MeetingItem, CreateMeetingInput>) =>
  useNurtureWrite(scheduleMeeting, config);
/** Attendance and outcome (an attended call may move the recruit's status too). */
export const useUpdateMeeting = (config?: NurtureWriteConfig<MeetingItem, MeetingUpdate>) => useNurtureWrite(updateMeeting, config);
