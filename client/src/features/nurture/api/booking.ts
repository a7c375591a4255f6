import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import type { MeetingType } from '@shared/domain/nurture';
import type {
  AvailabilityBody,
  AvailabilityResponse,
  BookBody,
  BookedMeeting,
  BookingLink,
  CancelledMeeting,
  SlotList,
} from '@shared/schemas/booking';
import { nurtureKeys } from './nurture-keys';

// The booking link (docs/scheduling.md, "Booking link"): a staff user's availability, a recruit's
// link, and the link's public slots, booking and cancelling.
const bookingKeys = {
  availability: ['me', 'availability'] as const,
  link: (recruitId: number) => [...nurtureKeys.all, 'booking-link', recruitId] as const,
  slots: (token: string, type: MeetingType) => ['booking', token, type] as const,
};

const fetchAvailability = (signal?: AbortSignal) => api.get<AvailabilityResponse>('/me/availability/', { signal });
const saveAvailability = (body: AvailabilityBody) => api.put<AvailabilityResponse>('/me/availability/', body);
const fetchLink = (recruitId: number, signal?: AbortSignal) => api.get<BookingLink>(`/recruits/${recruitId}/booking_link/`, { signal });
const linkPath = (token: string) => `/booking/${encodeURIComponent(token)}/`;
const fetchSlots = (token: string, type: MeetingType, signal?: AbortSignal) =>
  api.get<SlotList>(`${linkPath(token)}slots/`, { auth: false, query: { meeting_type: type }, signal });
const bookSlot = ({ token, reschedule, ...body }: BookBody & { token: string; reschedule?: string }) =>
  api.post<BookedMeeting>(linkPath(token), body, { auth: false, query: { reschedule } });
const cancelMeeting = (manage: string) =>
  api.post<CancelledMeeting>(`/booking/meetings/${encodeURIComponent(manage)}/cancel/`, {}, { auth: false });

export const useMyAvailability = () => useQuery({ queryKey: bookingKeys.availability, queryFn: ({ signal }) => fetchAvailability(signal) });

export function useSaveAvailability(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    meta: { errorToast: 'Failed to save your availability', serverText: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingKeys.availability, saved);
      onSaved();
    },
  });
}

/** The recruit's booking link (staff, or the recruit itself). */
export const useBookingLink = (recruitId: number) =>
  useQuery({ queryKey: bookingKeys.link(recruitId), queryFn: ({ signal }) => fetchLink(recruitId, signal) });

/** The free slots of one meeting type; a refused link stays refused (no retry, the page says so). */
export const useBookingSlots = (token: string, type: MeetingType) =>
  useQuery({ queryKey: bookingKeys.slots(token, type), queryFn: ({ signal }) => fetchSlots(token, type, signal), retry: false });

/** Books (or with `reschedule`, moves) a call; the slots reload either way, a taken slot included. */
export function useBookSlot(onBooked: (m: BookedMeeting) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookSlot,
    meta: { errorToast: 'Failed to book the call', serverText: true },
    onSuccess: onBooked,
    onSettled: (_d, _e, vars) => queryClient.invalidateQueries({ queryKey: ['booking', vars.token] }),
  });
}

export function useCancelBooking(onCancelled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMeeting,
    meta: { errorToast: 'Failed to cancel the call', serverText: true },
    onSuccess: () => {
      onCancelled();
      return queryClient.invalidateQueries({ queryKey: ['booking'] });
    },
  });
}
