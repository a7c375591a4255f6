import { useState } from 'react';
import { Badge, Button, Checkbox, ConfirmDialog, EmptyState, Field, PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { formatDateTime } from '@shared/format';
import { toast } from '@client/lib/toast';
import { MEETING_TYPE_LABELS } from '@shared/domain/nurture';
import type { MeetingItem } from '@shared/schemas/nurture';
import { useEndEnrollment, usePauseEnrollment } from '../api/enrollments';
import { useUpdateMeeting } from '../api/meetings';
import { useRecruitNurture, useSetSmsConsent } from '../api/recruit-nurture';
import { ConsentLedger } from './consent-ledger';
import { EnrollmentSummary } from './enrollment-summary';
import type { NurtureRecruitProps } from './nurture-phase-actions';

/** The Recruit Details "Nurture Campaign" tab: the enrollment and its steps, pause and end, meetings, SMS consent. */
export function RecruitNurtureTab({ recruit, onRecruitChanged }: NurtureRecruitProps) {
  const nurture = useRecruitNurture(recruit.id);
  const [pauseUntil, setPauseUntil] = useState('');
  const [ending, setEnding] = useState(false);

  const pause = usePauseEnrollment({
    meta: { errorToast: 'Failed to update the enrollment', serverText: true },
    onSuccess: (_e, v) => {
      toast.success(v.until ? 'Follow-ups paused' : 'Follow-ups resumed');
      setPauseUntil('');
    },
  });
  const end = useEndEnrollment({
    meta: { errorToast: 'Failed to end the campaign', serverText: true },
    onSuccess: () => {
      toast.success('Campaign ended');
      onRecruitChanged();
    },
    onSettled: () => setEnding(false),
  });
  const consent = useSetSmsConsent({ meta: { errorToast: 'Failed to update SMS consent', serverText: true } });

  if (nurture.isPending) return <PageSpinner label="Loading nurture campaign..." />;
  if (nurture.isError) return <EmptyState title="Failed to load the nurture campaign" description={errorText(nurture.error, '')} />;
  const { enrollment, meetings, sms } = nurture.data;
  const paused = enrollment?.is_paused;

  return (
    <div className="space-y-6">
      <section aria-label="Enrollment" className="space-y-3">
        {enrollment ? (
          <EnrollmentSummary enrollment={enrollment} />
        ) : (
          <p className="text-sm text-slate-600">Not enrolled. Start a campaign from Phase Management.</p>
        )}
        {enrollment?.is_active && (
          <div className="flex flex-wrap items-end gap-2">
            {paused ? (
              <Button
                variant="outline"
                size="sm"
                loading={pause.isPending}
                onClick={() => pause.mutate({ id: enrollment.id, until: null })}
              >
                Resume now
              </Button>
            ) : (
              <>
                <Field
                  label="Pause until"
                  type="date"
                  value={pauseUntil}
                  onChange={(e) => setPauseUntil(e.target.value)}
                  className="w-44"
                />
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!pauseUntil}
                  loading={pause.isPending}
                  onClick={() => pause.mutate({ id: enrollment.id, until: new Date(`${pauseUntil}T09:00:00`).toISOString() })}
                >
                  Pause
                </Button>
              </>
            )}
            <Button variant="danger" size="sm" onClick={() => setEnding(true)}>
              End campaign
            </Button>
          </div>
        )}
      </section>

      <section aria-label="Text messages" className="space-y-1">
        <h3 className="text-sm font-semibold text-slate-900">Text messages</h3>
        <Checkbox
          label={sms.phone ? `The recruit agreed to texts at ${sms.phone}` : 'The recruit agreed to texts (needs a valid mobile number)'}
          checked={sms.consent}
          disabled={consent.isPending || (!sms.phone && !sms.consent)}
          onChange={(e) => consent.mutate({ recruitId: recruit.id, consent: e.target.checked })}
        />
        {sms.opted_out && <p className="text-xs text-orange-700">The recruit opted out: no texts until they agree again.</p>}
      </section>

      <ConsentLedger recruitId={recruit.id} />

      <section aria-label="Meetings" className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Meetings</h3>
        {meetings.length === 0 ? (
          <p className="text-sm text-slate-600">No meetings yet. Schedule one from Phase Management.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {meetings.map((m) => (
              <MeetingRow key={m.id} meeting={m} onChanged={onRecruitChanged} />
            ))}
          </ul>
        )}
      </section>

      <ConfirmDialog
        open={ending}
        title="End the campaign?"
        message={`No more follow-ups will go to ${recruit.first_name} ${recruit.last_name}. Their status stays as it is.`}
        confirmLabel="End campaign"
        busy={end.isPending}
        onConfirm={() => enrollment && end.mutate(enrollment.id)}
        onCancel={() => setEnding(false)}
      />
    </div>
  );
}

/** One call; `onChanged` runs after it is marked attended (that may move the recruit's status too). */
function MeetingRow({ meeting: m, onChanged }: { meeting: MeetingItem; onChanged: () => void }) {
  const [outcome, setOutcome] = useState(m.outcome);
  const attend = useUpdateMeeting({
    meta: { errorToast: 'Failed to update the meeting', serverText: true },
    onSuccess: () => {
      toast.success('Meeting marked attended');
      onChanged();
    },
  });
  return (
    <li className="space-y-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-slate-900">{MEETING_TYPE_LABELS[m.meeting_type]}</span>
        <span className="text-slate-600">{formatDateTime(m.scheduled_at)}</span>
      </div>
      {m.meeting_link && (
        <a href={m.meeting_link} target="_blank" rel="noreferrer" className="break-all text-indigo-600 hover:underline">
          {m.meeting_link}
        </a>
      )}
      {m.attended ? (
        <p className="text-slate-700">
          <Badge tone="green">Attended</Badge> {m.outcome}
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <Field label="Outcome" value={outcome} onChange={(e) => setOutcome(e.target.value)} className="min-w-48 flex-1" />
          <Button
            size="sm"
            variant="outline"
            loading={attend.isPending}
            onClick={() => attend.mutate({ id: m.id, attended: true, outcome: outcome.trim() })}
          >
            Mark attended
          </Button>
        </div>
      )}
    </li>
  );
}
