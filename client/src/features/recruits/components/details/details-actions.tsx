import { useState } from 'react';
import { hrefs } from '@client/config/paths';
import { Button } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { sendAcceptanceInvite } from '../../api';
import type { RecruitDetailContext } from './detail-tabs';
import { InviteLink } from './invite-link';

const openInNewTab = (href: string) => window.open(href, '_blank', 'noopener');

interface Props {
  ctx: RecruitDetailContext;
  /** /clearview/{token} of the scheduled session, when there is one. */
  clearviewHref: string | null;
}

/** The status-dependent action buttons of the details dialog (docs/spec/doc1.md §4, docs/spec/doc2.md "Recruit details dialog"). */
export function DetailsActions({ ctx, clearviewHref }: Props) {
  const { recruit } = ctx;
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const s = recruit.status;

  const sendInvite = async () => {
    setSending(true);
    try {
      const { inviteUrl } = await sendAcceptanceInvite(recruit.id);
      setInviteUrl(inviteUrl);
      toast.success('Profile acceptance invite sent');
      ctx.notify({ tone: 'success', text: `Invite sent to ${recruit.email}` });
    } catch (err) {
      const text = errorText(err, 'Failed to send invite');
      toast.error(text);
      ctx.notify({ tone: 'error', text });
    } finally {
      setSending(false);
    }
  };

  const buttons = [
    s === 'profile_created' && (
      <Button key="invite" onClick={() => void sendInvite()} loading={sending} loadingText="Sending...">
        {inviteUrl ? 'Resend Invite' : 'Send Invite'}
      </Button>
    ),
    s === 'profile_accepted' && (
      <Button key="schedule" onClick={ctx.openScheduleClearview}>
        Schedule ClearView
      </Button>
    ),
    // The server re-schedules an open session (new time, same generated link) and mails the recruit again.
    s === 'clearview_scheduled' && (
      <Button key="reschedule" variant="outline" onClick={ctx.openScheduleClearview}>
        Reschedule ClearView
      </Button>
    ),
    s === 'clearview_scheduled' && clearviewHref && (
      <a
        key="open-clearview"
        href={clearviewHref}
        target="_blank"
        rel="noopener noreferrer"
        className="bg-brand-gradient inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium text-white shadow-sm hover:brightness-110"
      >
        Open ClearView
      </a>
    ),
    s === 'clearview_completed' && (
      <Button key="discovery" onClick={() => ctx.openEnableDiscovery()}>
        Enable Discovery
      </Button>
    ),
    s === 'discovery_access_expanded' && (
      <Button key="proforma" variant="secondary" onClick={() => openInNewTab(hrefs.proforma(recruit.id))}>
        Schedule Proforma
      </Button>
    ),
    (s === 'discovery_access_expanded' || s === 'proforma_completed') && (
      <Button key="onboarding" variant="outline" onClick={() => openInNewTab(hrefs.onboarding({ recruit: recruit.id }))}>
        View Onboarding
      </Button>
    ),
  ].filter(Boolean);

  if (buttons.length === 0 && !inviteUrl) return null;
  return (
    <div className="space-y-3">
      {buttons.length > 0 && <div className="flex flex-wrap gap-2">{buttons}</div>}
      {inviteUrl && s === 'profile_created' && <InviteLink url={inviteUrl} />}
    </div>
  );
}
