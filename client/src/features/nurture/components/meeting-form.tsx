import { type FormEvent, useState } from 'react';
import { Button, SelectField, TextAreaField } from '@client/components/ui';
import { bookingFields, EMPTY_SCHEDULE, ScheduleFields, type ScheduleValue } from '@client/components/scheduling';
import { checkWith, type FormErrors, formErrors } from '@client/lib/forms';
import { toast } from '@client/lib/toast';
import { DEFAULT_MEETING_TYPE, MEETING_TYPE_LABELS, MEETING_TYPES, type MeetingType, NURTURE_TEXTS } from '@shared/domain/nurture';
import { CreateMeetingBody, type CreateMeetingInput } from '@shared/schemas/nurture';
import { useScheduleMeeting } from '../api/meetings';

const TYPE_OPTIONS = MEETING_TYPES.map((value) => ({ value, label: MEETING_TYPE_LABELS[value] }));

/**
 * Phase Management's meeting form (docs/spec/doc2.md §5 "Meeting scheduling"): type, then the shared
 * scheduling fields (date, time, optional link), notes.
 */
export function MeetingForm({ recruitId, onScheduled }: { recruitId: number; onScheduled?: () => void }) {
  const [type, setType] = useState<MeetingType>(DEFAULT_MEETING_TYPE);
  const [when, setWhen] = useState<ScheduleValue>(EMPTY_SCHEDULE);
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<FormErrors | null>(null);

  const schedule = useScheduleMeeting({
    meta: { errorToast: NURTURE_TEXTS.meetingFailed, serverText: true, formFields: ['scheduled_at', 'meeting_link'] },
    onSuccess: () => {
      toast.success(NURTURE_TEXTS.meetingScheduled);
      setWhen(EMPTY_SCHEDULE);
      setNotes('');
      onScheduled?.();
    },
  });
  const errors = formErrors(problems, schedule.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: CreateMeetingInput = {
      recruit: recruitId,
      meeting_type: type,
      ...bookingFields(when),
      notes: notes.trim(),
    };
    const checked = checkWith(CreateMeetingBody, body);
    setProblems(checked.errors);
    if (checked.data) schedule.mutate(body);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 p-4" aria-label="Schedule a meeting">
      <h3 className="text-sm font-semibold text-slate-900">Schedule a meeting</h3>
      <SelectField label="Meeting type" options={TYPE_OPTIONS} value={type} onChange={(e) => setType(e.target.value as MeetingType)} />
      <ScheduleFields
        value={when}
        onChange={(patch) => setWhen((w) => ({ ...w, ...patch }))}
        errors={{ when: errors.scheduled_at, link: errors.meeting_link }}
        link="optional"
      />
      <TextAreaField label="Notes" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      <div className="flex justify-end">
        <Button type="submit" loading={schedule.isPending} loadingText="Scheduling...">
          Schedule Meeting
        </Button>
      </div>
    </form>
  );
}
