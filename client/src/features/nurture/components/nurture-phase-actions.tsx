import { Button, Spinner } from '@client/components/ui';
import { toast } from '@client/lib/toast';
import { journeyFactsOf, offeredActions } from '@shared/domain/journey';
import { LONG_TERM_CAMPAIGN_ID, NURTURE_TEXTS } from '@shared/domain/nurture';
import type { Recruit } from '@shared/schemas/recruit-responses';
import { useEnroll, useMoveToLongTerm, useTriggerHighEngagement } from '../api/enrollments';
import { useRecruitNurture } from '../api/recruit-nurture';
import { MeetingForm } from './meeting-form';

export interface NurtureRecruitProps {
  recruit: Recruit;
  /** The recruit's status may have moved: the dialog reloads it. */
  onRecruitChanged: () => void;
}

/**
 * Phase Management's nurture part (docs/spec/doc2.md "Recruit details dialog"): the nurture start
 * only without an active enrollment and at clearview_completed or discovery_access_expanded, a
 * switch to long term while high engagement runs, and the meeting form.
 */
export function NurturePhaseActions({ recruit, onRecruitChanged }: NurtureRecruitProps) {
  const nurture = useRecruitNurture(recruit.id);
  const active = nurture.data?.enrollment?.is_active ? nurture.data.enrollment : null;
  const done = (text: string) => () => {
    toast.success(text);
    onRecruitChanged();
  };
  const high = useTriggerHighEngagement({
    meta: { errorToast: NURTURE_TEXTS.campaignStartFailed },
    onSuccess: done(NURTURE_TEXTS.phaseHighEngagementStarted),
  });
  const long = useEnroll({ meta: { errorToast: NURTURE_TEXTS.campaignStartFailed }, onSuccess: done(NURTURE_TEXTS.longTermStarted) });
  const move = useMoveToLongTerm({
    meta: { errorToast: NURTURE_TEXTS.moveToLongTermFailed },
    onSuccess: done(NURTURE_TEXTS.movedToLongTerm),
  });
  const offered = offeredActions(journeyFactsOf(recruit));
  const canStart = !active && offered.includes('start_nurture');

  return (
    <section className="space-y-3" aria-label="Nurture">
      <h3 className="text-sm font-semibold text-slate-900">Nurture campaign</h3>
      {nurture.isPending ? (
        <Spinner label="Loading nurture status..." showLabel />
      ) : active ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3 text-sm">
          <span>
            Enrolled in <strong>{active.campaign.name}</strong> since {new Date(active.enrolled_at).toLocaleDateString()}.
          </span>
          {active.campaign.campaign_type === 'high_engagement' && (
            <Button size="sm" variant="outline" loading={move.isPending} onClick={() => move.mutate(recruit.id)}>
              Move to Long Term
            </Button>
          )}
        </div>
      ) : canStart ? (
        <div className="flex flex-wrap gap-2">
          <Button loading={high.isPending} loadingText="Starting..." onClick={() => high.mutate(recruit.id)}>
            Start High Engagement (14-day drip)
          </Button>
          <Button
            variant="outline"
            loading={long.isPending}
            loadingText="Starting..."
            onClick={() => long.mutate({ recruit: recruit.id, campaign: LONG_TERM_CAMPAIGN_ID })}
          >
            Start Long Term
          </Button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">A nurture campaign can be started at ClearView completed or Discovery access expanded.</p>
      )}
      {offered.includes('schedule_meeting') && <MeetingForm recruitId={recruit.id} onScheduled={onRecruitChanged} />}
    </section>
  );
}
