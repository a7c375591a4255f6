import { useState } from 'react';
import { FormDialog } from '@client/components/ui';
import { EMPTY_SCHEDULE, ScheduleFields, type ScheduleValue, scheduledAt } from '@client/components/scheduling';
import { checkWith, type FormErrors, formErrors } from '@client/lib/forms';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { type Recruit, ScheduleClearviewBody, type ScheduleClearviewResponse } from '@shared/schemas/recruits';
import { useScheduleClearview } from '../../api/invitations';

interface Props {
  recruit: Recruit;
  open: boolean;
  onClose: () => void;
  onScheduled: (result: ScheduleClearviewResponse) => void;
}

/** Schedule ClearView Session: date, time and meeting link (the shared field group); the server e-mails the invitation. */
export function ScheduleClearviewDialog({ recruit, open, onClose, onScheduled }: Props) {
  const [form, setForm] = useState<ScheduleValue>(EMPTY_SCHEDULE);
  const [problems, setProblems] = useState<FormErrors | null>(null);

  const schedule = useScheduleClearview(recruit.id, {
    onSuccess: (result) => {
      toast.success('ClearView session scheduled');
      onScheduled(result);
      onClose();
    },
  });
  if (useChanged(open) && open) {
    setForm(EMPTY_SCHEDULE);
    setProblems(null);
  }
  // The last send's refusal belongs to this opening only.
  const close = () => {
    schedule.reset();
    onClose();
  };
  const busy = schedule.isPending;
  const errors = formErrors(problems, schedule.error);

  const onSubmit = () => {
    const body: ScheduleClearviewBody = {
      recruitId: recruit.id,
      scheduledDate: scheduledAt(form),
      meetingLink: form.linkType === 'custom' ? form.meetingLink.trim() : null,
      linkType: form.linkType,
    };
    const checked = checkWith(ScheduleClearviewBody, body);
    setProblems(checked.errors);
    if (checked.data) schedule.mutate(body);
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Schedule ClearView Session"
      description={`With ${recruit.first_name} ${recruit.last_name} (${recruit.email})`}
      size="md"
      busy={busy}
      submitLabel="Schedule Session"
      loadingText="Scheduling..."
      onSubmit={onSubmit}
      className="space-y-5"
    >
      <ScheduleFields
        value={form}
        onChange={(patch) => setForm((f) => ({ ...f, ...patch }))}
        errors={{ when: errors.scheduledDate, link: errors.meetingLink }}
        link="choice"
      />
      <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        <p className="font-medium text-slate-900">About the session</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>The ClearView session takes 60-90 minutes.</li>
          <li>The recruit shares their screen and enters their own numbers while you guide them.</li>
          <li>An invitation is sent to the recruit automatically after scheduling.</li>
          {form.linkType === 'generated' && <li>A meeting link is created and included in the invitation email.</li>}
        </ul>
      </div>
    </FormDialog>
  );
}
