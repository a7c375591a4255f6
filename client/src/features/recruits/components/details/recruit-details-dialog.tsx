import { useState } from 'react';
import { hrefs } from '@client/config/paths';
import { Modal, Tabs } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { initials } from '@shared/format';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { type DetailTab, detailTabs, journeyFactsOf } from '@shared/domain/journey';
import { STATUS_LABELS } from '@shared/domain/recruit-status';
import type { Recruit } from '@shared/schemas/recruits';
import { useLatestClearviewSession } from '../../api/clearview-session';
import { useRecruit, useReloadAfterAction } from '../../api/recruits';
import { RecruitDetailViews } from '../../slots';
import { ScheduleClearviewDialog } from '../schedule/schedule-clearview-dialog';
import { StageBadge } from '../stage-badge';
import type { RecruitDetailContext } from './detail-context';
import { DEFAULT_DETAIL_TAB, detailTabsFor, FALLBACK_DETAIL_TAB } from './detail-tabs';
import { DetailsBanner, type Banner } from './details-banner';
import { EnableDiscoveryDialog } from './enable-discovery-dialog';
import { NextStepPanel } from './next-step-panel';

interface Props {
  /** The recruit whose card was clicked; null closes the dialog. Its changes reach the pipeline list through the cache (api/recruits.ts). */
  recruit: Recruit | null;
  onClose: () => void;
}

/** Recruit Details (staff): header, banner, the next step, and the tabs that exist for the recruit (detail-tabs.tsx). */
export function RecruitDetailsDialog({ recruit: initial, onClose }: Props) {
  const reloadAll = useReloadAfterAction();
  const initiateOnboarding = RecruitDetailViews.useView('initiateOnboarding');
  const [banner, setBanner] = useState<Banner | null>(null);
  const [dialog, setDialog] = useState<'schedule' | 'discovery' | 'onboarding' | null>(null);
  const [tab, setTab] = useState<DetailTab>(DEFAULT_DETAIL_TAB);
  // Set when Phase Management asked for discovery_access_expanded: enabling access from a later
  // stage (nurture, calls, proforma) keeps the status, so the move follows as a plain change.
  const [discoveryThenMove, setDiscoveryThenMove] = useState(false);
  const id = initial?.id;
  // Another recruit opens on its Details tab, without the last one's banner or sub-dialog.
  if (useChanged(id)) {
    setBanner(null);
    setDialog(null);
    setTab(DEFAULT_DETAIL_TAB);
  }

  // Opening shows the card's data at once, then the freshest copy from the server (also for the list);
  // a failed load keeps the card's copy on screen.
  const detail = useRecruit(id, initial ?? undefined);
  const recruit = detail.data ?? initial;

  // The recruiter's own link into a scheduled ClearView session.
  const latestSession = useLatestClearviewSession(id, recruit?.status === 'clearview_scheduled');
  const session = recruit?.status === 'clearview_scheduled' ? latestSession.data : null;
  const clearviewHref = session?.token && session.status !== 'completed' ? hrefs.clearview(session.token) : null;

  if (!recruit) return <Modal open={false} onClose={onClose} title="" />;

  const ctx: RecruitDetailContext = {
    recruit,
    notify: setBanner,
    openScheduleClearview: () => setDialog('schedule'),
    reloadRecruit: reloadAll,
    openEnableDiscovery: (opts) => {
      setDiscoveryThenMove(Boolean(opts?.thenMove));
      setDialog('discovery');
    },
    openInitiateOnboarding: () => setDialog('onboarding'),
    showTab: setTab,
  };
  // The tab in view may no longer exist for the recruit's new status: show one that does.
  const shownTab = detailTabs(journeyFactsOf(recruit)).includes(tab) ? tab : FALLBACK_DETAIL_TAB;
  const name = `${recruit.first_name} ${recruit.last_name}`;

  return (
    <Modal open={initial !== null} onClose={onClose} size="xl" title="Recruit Details">
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-4">
          <span
            aria-hidden="true"
            className="bg-brand-gradient grid size-14 place-items-center rounded-full text-lg font-semibold text-white"
          >
            {initials(recruit.first_name, recruit.last_name)}
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="text-xl font-semibold break-words text-slate-900">{name}</h3>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
              <StageBadge status={recruit.status} />
              <span>ID: {recruit.id}</span>
            </div>
          </div>
        </div>
        {banner && <DetailsBanner banner={banner} onDismiss={() => setBanner(null)} />}
        <NextStepPanel key={recruit.id} ctx={ctx} clearviewHref={clearviewHref} />
        <Tabs tabs={detailTabsFor(ctx)} selectedKey={shownTab} onChange={(key) => setTab(key as DetailTab)} />
      </div>

      <ScheduleClearviewDialog
        recruit={recruit}
        open={dialog === 'schedule'}
        onClose={() => setDialog(null)}
        onScheduled={() => setBanner({ tone: 'success', text: `ClearView session scheduled; the invitation was sent to ${recruit.email}` })}
      />
      <EnableDiscoveryDialog
        recruit={recruit}
        open={dialog === 'discovery'}
        moveToExpanded={discoveryThenMove}
        onClose={() => setDialog(null)}
        onEnabled={({ move }, message) => {
          if (move?.recruit) {
            toast.success('Recruit status updated');
            setBanner({ tone: 'success', text: `Status changed to "${STATUS_LABELS[move.recruit.status]}"` });
          } else if (move) {
            setBanner({ tone: 'error', text: errorText(move.error, 'Failed to update status') });
          } else {
            setBanner({ tone: 'success', text: message });
          }
        }}
        onFailed={(text) => setBanner({ tone: 'error', text })}
      />
      {initiateOnboarding?.({
        recruit,
        open: dialog === 'onboarding',
        onClose: () => setDialog(null),
        onStarted: () => {
          setBanner({ tone: 'success', text: 'Onboarding initiated: the departments have their tasks.' });
          reloadAll();
        },
      })}
    </Modal>
  );
}
