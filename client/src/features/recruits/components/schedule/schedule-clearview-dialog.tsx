import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Field, Modal } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import type { Recruit, ScheduleClearviewResponse } from '@shared/schemas/recruits';
import { scheduleClearview } from '../../api';
import { LinkTypeChoice } from './link-type-choice';
import { EMPTY_SCHEDULE_FORM, scheduledIso, scheduleError, todayIso, type ScheduleForm } from './schedule-form';

const FORM_ID = 'schedule-clearview-form';

interface Props {
  recruit: Recruit;
  open: boolean;
  onClose: () => void;
  onScheduled: (result: ScheduleClearviewResponse) => void;
}

/** Schedule ClearView Session: date, time and meeting link; the server e-mails the invitation. */
export function ScheduleClearviewDialog({ recruit, open, onClose, onScheduled }: Props) {
  const [form, setForm] = useState<ScheduleForm>(EMPTY_SCHEDULE_FORM);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<ScheduleForm>) => setForm((f) => ({ ...f, ...patch }));

  if (useChanged(open) && open) {
    setForm(EMPTY_SCHEDULE_FORM);
    setError(null);
  }

  const schedule = useMutation({
    mutationFn: (body: Parameters<typeof scheduleClearview>[1]) => scheduleClearview(recruit.id, body),
    onSuccess: (result) => {
      toast.success('ClearView session scheduled');
      onScheduled(result);
      onClose();
    },
    onError: (err) => {
      const text = errorText(err, 'Failed to schedule session');
      setError(text);
      toast.error(text);
    },
  });
  const busy = schedule.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = scheduleError(form);
    setError(problem);
    if (problem) return;
    schedule.mutate({
      recruitId: recruit.id,
      scheduledDate: scheduledIso(form),
      meetingLink: form.linkType === 'custom' ? form.meetingLink.trim() : null,
      linkType: form.linkType,
    });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Schedule ClearView Session"
      description={`With ${recruit.first_name} ${recruit.last_name} (${recruit.email})`}
      size="md"
      busy={busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={busy} loadingText="Scheduling...">
            Schedule Session
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Date" type="date" required min={todayIso()} value={form.date} onChange={(e) => set({ date: e.target.value })} />
          <Field label="Time" type="time" required value={form.time} onChange={(e) => set({ time: e.target.value })} />
        </div>
        <LinkTypeChoice value={form.linkType} onChange={(linkType) => set({ linkType })} />
        {form.linkType === 'custom' && (
          <Field
            label="Custom Meeting Link"
            type="url"
            required
            placeholder="https://"
            value={form.meetingLink}
            onChange={(e) => set({ meetingLink: e.target.value })}
            maxLength={2000}
          />
        )}
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          <p className="font-medium text-slate-900">About the session</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            <li>The ClearView session takes 60-90 minutes.</li>
            <li>The recruit shares their screen and enters their own numbers while you guide them.</li>
            <li>An invitation is sent to the recruit automatically after scheduling.</li>
            {form.linkType === 'generated' && <li>A meeting link is created and included in the invitation email.</li>}
          </ul>
        </div>
      </form>
    </Modal>
  );
}
