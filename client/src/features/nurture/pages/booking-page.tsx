import { useEffect, useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { BrandMark } from '@client/components/brand-mark';
import { Button, EmptyState, PageSpinner, SelectField } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { MEETING_TYPE_LABELS, MEETING_TYPES, type MeetingType } from '@shared/domain/nurture';
import type { BookedMeeting } from '@shared/schemas/booking';
import { useBookingSlots, useBookSlot, useCancelBooking } from '../api/booking';

const INVALID_LINK = 'This booking link has expired or is not valid. Ask your recruiter for a new one.';

const dayLabel = (iso: string, zone: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: zone, weekday: 'long', month: 'long', day: 'numeric' });
const timeLabel = (iso: string, zone: string) =>
  new Date(iso).toLocaleTimeString('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' });

/**
 * /book/:token — the recruit picks a time for a call with their recruiter (docs/scheduling.md,
 * "Booking link"); `?reschedule=` moves a booked call, `?cancel=` cancels one.
 */
export default function BookingPage() {
  const { token = '' } = useParams<{ token: string }>();
  const search = new URLSearchParams(useSearch());
  const cancelToken = search.get('cancel');
  const reschedule = search.get('reschedule') ?? undefined;

  useEffect(() => {
    document.title = 'Book a call · Clearpath';
  }, []);

  return (
    <main className="min-h-screen bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-2xl flex-col gap-8">
        <BrandMark />
        {cancelToken ? <CancelPanel manage={cancelToken} /> : <SlotPicker token={token} reschedule={reschedule} />}
      </div>
    </main>
  );
}

function SlotPicker({ token, reschedule }: { token: string; reschedule?: string }) {
  const [type, setType] = useState<MeetingType>('ops_discovery');
  const [booked, setBooked] = useState<BookedMeeting | null>(null);
  const slots = useBookingSlots(token, type);
  const book = useBookSlot(setBooked);

  if (booked && slots.data) {
    return (
      <section aria-labelledby="booked-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="booked-title" className="text-xl font-semibold text-slate-900">
          {reschedule ? 'Your call has a new time' : 'Your call is booked'}
        </h1>
        <p role="status" className="text-sm text-slate-700">
          {MEETING_TYPE_LABELS[booked.meeting_type]} with {slots.data.host_name}, {dayLabel(booked.scheduled_at, slots.data.zone)} at{' '}
          {timeLabel(booked.scheduled_at, slots.data.zone)}. The invitation is on its way to your inbox.
        </p>
        <p className="text-sm break-all text-slate-600">
          Join: <a href={booked.meeting_link}>{booked.meeting_link}</a>
        </p>
      </section>
    );
  }
  if (slots.isError) return <EmptyState title="Link not valid" description={errorText(slots.error, INVALID_LINK)} />;

  const byDay = new Map<string, { start: string }[]>();
  for (const s of slots.data?.slots ?? []) {
    const day = dayLabel(s.start, slots.data?.zone ?? 'UTC');
    byDay.set(day, [...(byDay.get(day) ?? []), s]);
  }
  return (
    <section aria-labelledby="book-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h1 id="book-title" className="text-xl font-semibold text-slate-900">
        {reschedule ? 'Pick a new time' : 'Book a call'}
        {slots.data && <span className="font-normal text-slate-600"> with {slots.data.host_name}</span>}
      </h1>
      <SelectField
        label="Call"
        value={type}
        onChange={(e) => setType(e.target.value as MeetingType)}
        options={MEETING_TYPES.map((t) => ({ value: t, label: MEETING_TYPE_LABELS[t] }))}
        className="max-w-xs"
      />
      {slots.isPending ? (
        <PageSpinner label="Loading free times..." />
      ) : byDay.size === 0 ? (
        <EmptyState title="No free times in the next two weeks" description="Reply to your recruiter's e-mail and they will find a time." />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">Times in {slots.data?.zone.replace('_', ' ')}.</p>
          {[...byDay].map(([day, daySlots]) => (
            <fieldset key={day} className="space-y-2">
              <legend className="text-sm font-medium text-slate-900">{day}</legend>
              <div className="flex flex-wrap gap-2">
                {daySlots.map((s) => (
                  <Button
                    key={s.start}
                    size="sm"
                    variant="outline"
                    disabled={book.isPending}
                    onClick={() => book.mutate({ token, start: s.start, meeting_type: type, reschedule })}
                  >
                    {timeLabel(s.start, slots.data?.zone ?? 'UTC')}
                  </Button>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      )}
    </section>
  );
}

function CancelPanel({ manage }: { manage: string }) {
  const [done, setDone] = useState(false);
  const cancel = useCancelBooking(() => setDone(true));
  return (
    <section aria-labelledby="cancel-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h1 id="cancel-title" className="text-xl font-semibold text-slate-900">
        {done ? 'Your call is cancelled' : 'Cancel your call?'}
      </h1>
      {done ? (
        <p role="status" className="text-sm text-slate-700">
          Your recruiter knows. Book another time from your dashboard or their next e-mail.
        </p>
      ) : (
        <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate(manage)} className="w-full sm:w-auto">
          Cancel the call
        </Button>
      )}
    </section>
  );
}
