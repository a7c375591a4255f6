import { STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status';

/**
 * The recruit's current status and the one next step, said plainly at the top of the dashboard
 * (docs/profile.md, "Dashboard"): recruits of other products say they cannot tell where they stand.
 */
const NEXT_STEP: Record<RecruitStatus, string> = {
  profile_created: 'Accept your profile through the link in your invitation e-mail.',
  profile_accepted: 'Your recruiter will schedule your ClearView session. Meanwhile, complete your profile.',
  clearview_scheduled: 'Join your ClearView session at the scheduled time; have your production figures at hand.',
  clearview_completed: 'Your recruiter will open your discovery tools. You can already request onboarding.',
  discovery_access_expanded: 'Explore your discovery tools, then request onboarding when you are ready.',
  nurture_high_engagement: 'Your recruiter is following up with you over the next two weeks.',
  nurture_long_term: 'Take your time: your recruiter checks in now and then. Request onboarding whenever you are ready.',
  ops_call_completed: 'Next: a culture call with the founders, or your proforma build-out.',
  founder_call_completed: 'Next: your proforma build-out with your recruiter.',
  proforma_scheduled: 'Join your proforma build-out session at the scheduled time.',
  proforma_completed: 'Review your proforma, then request onboarding.',
  onboarding_requested: 'Wait for your recruiter to approve your onboarding request (see below).',
  onboarding_initiated: 'Follow your onboarding tasks on your onboarding page.',
  onboarded: 'You are fully onboarded. Welcome aboard!',
};

export function WhereYouStand({ status }: { status: RecruitStatus }) {
  return (
    <section aria-label="Where you stand" className="rounded-xl border border-indigo-200 bg-indigo-50 px-5 py-4">
      <p className="text-sm text-indigo-900">
        <span className="font-semibold">Where you stand:</span> {STATUS_LABELS[status]}
      </p>
      <p className="mt-1 text-sm text-indigo-900">
        <span className="font-semibold">Next step:</span> {NEXT_STEP[status]}
      </p>
    </section>
  );
}
