import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { hrefs } from '@client/config/paths';
import { Button } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { journeyFactsOf, offeredActions, type PhaseAction, staffNextStep } from '@shared/domain/journey';
import { useSendAcceptanceInvite } from '../../api/invitations';
import type { RecruitDetailContext } from './detail-context';
import { InviteLink } from './invite-link';

const openInNewTab = (href: string) => window.open(href, '_blank', 'noopener');
const linkClass = (primary: boolean) =>
  primary
    ? 'bg-brand-gradient inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium text-white shadow-sm hover:brightness-110'
    : 'inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 hover:bg-slate-50';

interface Props {
  ctx: RecruitDetailContext;
  /** /clearview/{token} of the scheduled session, when there is one. */
  clearviewHref: string | null;
}

/**
 * The dialog's "Next step" (docs/pipeline.md, "What can happen next"): what to do now for the
 * recruit, said in one line, with its control first and the other actions the status allows after
 * it. The buttons of docs/spec/doc1.md §4 and docs/spec/doc2.md ("Recruit details dialog") are among them.
 */
export function NextStepPanel({ ctx, clearviewHref }: Props) {
  const { recruit } = ctx;
  const facts = journeyFactsOf(recruit);
  const step = staffNextStep(facts);
  const offered = offeredActions(facts);
  const invite = useSendAcceptanceInvite(recruit.id, {
    onSuccess: () => {
      toast.success('Profile acceptance invite sent');
      ctx.notify({ tone: 'success', text: `Invite sent to ${recruit.email}` });
    },
    onError: (err) => ctx.notify({ tone: 'error', text: errorText(err, 'Failed to send invite') }),
  });
  const s = recruit.status;
  const inOnboarding = recruit.has_onboarding_process || s === 'onboarding_initiated' || s === 'onboarded';

  const controls: Partial<Record<PhaseAction | 'open_clearview' | 'open_proforma' | 'open_onboarding', (primary: boolean) => ReactNode>> = {
    send_invite: (p) => (
      <Button
        key="invite"
        variant={p ? 'primary' : 'outline'}
        onClick={() => invite.mutate()}
        loading={invite.isPending}
        loadingText="Sending..."
      >
        {invite.isSuccess ? 'Resend Invite' : 'Send Invite'}
      </Button>
    ),
    // The server re-schedules an open session (new time, same generated link) and mails the recruit again.
    schedule_clearview: (p) => (
      <Button key="schedule" variant={p ? 'primary' : 'outline'} onClick={ctx.openScheduleClearview}>
        {s === 'clearview_scheduled' ? 'Reschedule ClearView' : 'Schedule ClearView'}
      </Button>
    ),
    open_clearview: (p) =>
      clearviewHref && (
        <a key="open-clearview" href={clearviewHref} target="_blank" rel="noopener noreferrer" className={linkClass(p)}>
          Open ClearView
        </a>
      ),
    enable_discovery: (p) => (
      <Button key="discovery" variant={p ? 'primary' : 'outline'} onClick={() => ctx.openEnableDiscovery()}>
        Enable Discovery
      </Button>
    ),
    schedule_meeting: (p) => (
      <Button key="meeting" variant={p ? 'primary' : 'outline'} onClick={() => ctx.showTab('phase')}>
        Schedule a Call
      </Button>
    ),
    schedule_proforma: (p) => (
      <Button key="proforma" variant={p ? 'primary' : 'secondary'} onClick={() => openInNewTab(hrefs.proforma(recruit.id))}>
        Schedule Proforma
      </Button>
    ),
    open_proforma: (p) => (
      <Link key="open-proforma" href={hrefs.proforma(recruit.id)} className={linkClass(p)}>
        Open Proforma Screen
      </Link>
    ),
    initiate_onboarding: (p) => (
      <Button key="initiate" variant={p ? 'primary' : 'outline'} onClick={ctx.openInitiateOnboarding}>
        Initiate Onboarding
      </Button>
    ),
    open_onboarding: (p) => (
      <Button
        key="open-onboarding"
        variant={p ? 'primary' : 'outline'}
        onClick={() => openInNewTab(hrefs.onboarding({ recruit: recruit.id }))}
      >
        View Onboarding
      </Button>
    ),
  };
  const order = [step.action, ...offered.filter((a) => a !== 'start_nurture' && a !== step.action)];
  // docs/spec/doc2.md: View Onboarding also at discovery access and after the proforma.
  if (!order.includes('open_onboarding') && (inOnboarding || s === 'discovery_access_expanded' || s === 'proforma_completed')) {
    order.push('open_onboarding');
  }
  const buttons = order.flatMap((a, i) => (a ? [controls[a]?.(i === 0 && a === step.action)] : [])).filter(Boolean);

  return (
    <section aria-label="Next step" className="space-y-3 rounded-xl border border-indigo-100 bg-indigo-50/60 px-4 py-3">
      <p className="text-sm text-slate-800">
        <span className="font-semibold text-indigo-900">Next step: </span>
        {step.text}
      </p>
      {buttons.length > 0 && <div className="flex flex-wrap gap-2">{buttons}</div>}
      {invite.data && s === 'profile_created' && <InviteLink url={invite.data.inviteUrl} />}
    </section>
  );
}
