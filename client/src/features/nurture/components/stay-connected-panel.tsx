import { type ReactNode, useState } from 'react';
import { Button, Checkbox, ConfirmDialog, Spinner } from '@client/components/ui';
import { toast } from '@client/lib/toast';
import { CONSENT_WORDING } from '@shared/domain/consent';
import { deviceTimeZone } from '@shared/domain/scheduling';
import { MEETING_TYPE_LABELS, type MeetingType, NURTURE_TEXTS, STAY_CONNECTED_STATUSES } from '@shared/domain/nurture';
import { useOptOut, useTriggerHighEngagement } from '../api/enrollments';
import { useBookingLink } from '../api/booking';
import { useScheduleMeeting } from '../api/meetings';
import { useRecruitNurture, useSetSmsConsent } from '../api/recruit-nurture';
import { EnrollmentSummary } from './enrollment-summary';
import type { NurtureRecruitProps } from './nurture-phase-actions';

const SCHEDULED_TOAST: Record<MeetingType, string> = {
  ops_discovery: NURTURE_TEXTS.opsCallScheduled,
  founder_culture: NURTURE_TEXTS.cultureCallScheduled,
};

/**
 * The recruit dashboard's Stay Connected panel (docs/spec/doc2.md "Recruit dashboard", §4): at
 * clearview_completed or discovery_access_expanded, and in the nurture statuses a track moves them to.
 * `extra` is the proforma option, which app/ composes in (only at discovery_access_expanded).
 */
export function StayConnectedPanel({ recruit, onRecruitChanged, extra }: NurtureRecruitProps & { extra?: ReactNode }) {
  const nurture = useRecruitNurture(recruit.id);
  const [stopping, setStopping] = useState(false);
  const track = useTriggerHighEngagement({
    meta: { errorToast: NURTURE_TEXTS.dashboardNurtureFailed },
    onSuccess: () => {
      toast.success(NURTURE_TEXTS.phaseHighEngagementStarted);
      onRecruitChanged();
    },
  });
  const meet = useScheduleMeeting({
    meta: { errorToast: NURTURE_TEXTS.meetingFailed },
    onSuccess: (m) => {
      toast.success(SCHEDULED_TOAST[m.meeting_type]);
      onRecruitChanged();
    },
  });
  // The server picks the slot: the first free time of the recruit's host that falls at business hours in
  // the recruit's zone, clear of their other meetings (docs/scheduling.md, "Booking link").
  const book = (type: MeetingType) => meet.mutate({ recruit: recruit.id, meeting_type: type, time_zone: deviceTimeZone() });
  const consent = useSetSmsConsent({
    meta: { errorToast: 'Failed to update your text message choice', serverText: true },
    onSuccess: (_r, v) => {
      toast.success(v.consent ? 'You will get text messages from your recruiter' : 'No more text messages');
      onRecruitChanged();
    },
  });
  const stop = useOptOut({
    meta: { errorToast: 'Failed to stop follow-ups', serverText: true },
    onSuccess: () => {
      toast.success('Follow-ups stopped');
      onRecruitChanged();
    },
    onSettled: () => setStopping(false),
  });

  const active = nurture.data?.enrollment?.is_active ? nurture.data.enrollment : null;
  if (!STAY_CONNECTED_STATUSES.includes(recruit.status)) return null;

  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="stay-connected">
      <div>
        <h2 id="stay-connected" className="text-lg font-semibold text-slate-900">
          Stay Connected
        </h2>
        <p className="mt-1 text-sm text-slate-600">Not ready to decide yet? Keep in touch with us at your own pace.</p>
      </div>
      {nurture.isPending ? (
        <Spinner label="Loading..." showLabel />
      ) : (
        <>
          {active ? (
            <div className="rounded-lg bg-slate-50 p-4">
              <EnrollmentSummary enrollment={active} compact />
              <Button variant="link" className="mt-2" onClick={() => setStopping(true)}>
                Stop follow-ups
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-indigo-50 p-4">
              <p className="text-sm text-indigo-900">High-engagement track: your recruiter follows up with you for 2 weeks.</p>
              <Button loading={track.isPending} loadingText="Starting..." onClick={() => track.mutate(recruit.id)}>
                Start the high-engagement track
              </Button>
            </div>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            {(['ops_discovery', 'founder_culture'] as const).map((type) => (
              <Button
                key={type}
                variant="outline"
                loading={meet.isPending && meet.variables?.meeting_type === type}
                disabled={meet.isPending}
                onClick={() => book(type)}
              >
                Schedule {type === 'ops_discovery' ? 'an' : 'a'} {MEETING_TYPE_LABELS[type]}
              </Button>
            ))}
          </div>
          <BookingLinkLine recruitId={recruit.id} />
          {extra}
          {nurture.data && (
            <Checkbox
              label={
                nurture.data.sms.phone
                  ? `Text me updates at ${nurture.data.sms.phone} (reply STOP anytime)`
                  : 'Text me updates (add a valid mobile number to your profile first)'
              }
              checked={nurture.data.sms.consent}
              disabled={consent.isPending || (!nurture.data.sms.phone && !nurture.data.sms.consent)}
              onChange={(e) => consent.mutate({ recruitId: recruit.id, consent: e.target.checked })}
            />
          )}
          {nurture.data && <p className="text-xs text-slate-500">{CONSENT_WORDING.smsForm.text}</p>}
        </>
      )}
      <ConfirmDialog
        open={stopping}
        title="Stop follow-ups?"
        message="Your recruiter's scheduled e-mails, texts and calls stop. You can still reach out anytime."
        confirmLabel="Stop follow-ups"
        busy={stop.isPending}
        onConfirm={() => stop.mutate(recruit.id)}
        onCancel={() => setStopping(false)}
      />
    </section>
  );
}

/** The recruit's own booking link: any free time of their recruiter in the next two weeks (docs/scheduling.md, "Booking link"). */
function BookingLinkLine({ recruitId }: { recruitId: number }) {
  const link = useBookingLink(recruitId);
  if (!link.data) return null;
  return (
    <p className="text-sm">
      <a href={new URL(link.data.url).pathname} className="font-medium text-indigo-600 hover:underline">
        Pick a time that suits you
      </a>
    </p>
  );
}
