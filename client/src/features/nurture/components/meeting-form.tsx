import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Field, SelectField, TextAreaField } from '@client/components/ui';
import { errorText, fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { DEFAULT_MEETING_TYPE, MEETING_TYPE_LABELS, MEETING_TYPES, type MeetingType, NURTURE_TEXTS } from '@shared/domain/nurture';
import { scheduleMeeting } from '../api';
import { nurtureKeys } from '../queries';

const TYPE_OPTIONS = MEETING_TYPES.map((value) => ({ value, label: MEETING_TYPE_LABELS[value] }));

/** "2026-11-25T14:30" for a datetime-local input (local time). */
const localInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
const startOfToday = () => {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
};

/** Phase Management's meeting form (docs/spec/doc2.md §5 "Meeting scheduling"): type, date and time, link, notes. */
export function MeetingForm({ recruitId }: { recruitId: number }) {
  const queryClient = useQueryClient();
  const [type, setType] = useState<MeetingType>(DEFAULT_MEETING_TYPE);
  const [when, setWhen] = useState('');
  const [link, setLink] = useState('');
  const [notes, setNotes] = useState('');
  const [missing, setMissing] = useState(false);

  const schedule = useMutation({
    mutationFn: () =>
      scheduleMeeting({
        recruit: recruitId,
        meeting_type: type,
        scheduled_at: new Date(when).toISOString(),
        meeting_link: link.trim(),
        notes: notes.trim(),
      }),
    meta: { errorToast: NURTURE_TEXTS.meetingFailed, serverText: true },
    onSuccess: () => {
      toast.success(NURTURE_TEXTS.meetingScheduled);
      setWhen('');
      setLink('');
      setNotes('');
      void queryClient.invalidateQueries({ queryKey: nurtureKeys.all });
    },
  });
  const errors = schedule.error ? fieldErrors(schedule.error) : {};

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!when) return setMissing(true);
    setMissing(false);
    schedule.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 p-4" aria-label="Schedule a meeting">
      <h3 className="text-sm font-semibold text-slate-900">Schedule a meeting</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Meeting type" options={TYPE_OPTIONS} value={type} onChange={(e) => setType(e.target.value as MeetingType)} />
        <Field
          label="Date and time"
          type="datetime-local"
          required
          min={localInput(startOfToday())}
          value={when}
          onChange={(e) => setWhen(e.target.value)}
          error={missing ? NURTURE_TEXTS.selectDateTime : errors.scheduled_at}
        />
      </div>
      <Field
        label="Meeting link"
        type="url"
        placeholder="https://… (optional; one is generated otherwise)"
        value={link}
        onChange={(e) => setLink(e.target.value)}
        error={errors.meeting_link}
      />
      <TextAreaField label="Notes" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      {schedule.error && !Object.keys(errors).length && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(schedule.error, NURTURE_TEXTS.meetingFailed)}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={schedule.isPending} loadingText="Scheduling...">
          Schedule Meeting
        </Button>
      </div>
    </form>
  );
}
