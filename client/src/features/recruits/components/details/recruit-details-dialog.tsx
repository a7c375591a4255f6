import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { fetchLatestClearviewSession, fetchRecruit, updateRecruitStatus } from '../../api';
import { RecruitDetailViews } from '../../slots';
import { recruitKeys } from '../../queries';
import { ScheduleClearviewDialog } from '../schedule/schedule-clearview-dialog';
import { StageBadge } from '../stage-badge';
import { DEFAULT_DETAIL_TAB, detailTabsFor, FALLBACK_DETAIL_TAB, type RecruitDetailContext } from './detail-tabs';
import { DetailsBanner, type Banner } from './details-banner';
import { EnableDiscoveryDialog } from './enable-discovery-dialog';
import { NextStepPanel } from './next-step-panel';

// docs/spec/doc1.md §8: a failed load shows the server's text, else "Failed to load recruit"; the card's copy stays on screen.
const LOAD_FAILED = { errorToast: 'Failed to load recruit', serverText: true };

interface Props {
  /** The recruit whose card was clicked; null closes the dialog. */
  recruit: Recruit | null;
  onClose: () => void;
  /** A change made here, for the pipeline list. */
  onChanged: (recruit: Recruit) => void;
}

/** Recruit Details (staff): header, banner, the next step, and the tabs that exist for the recruit (detail-tabs.tsx). */
export function RecruitDetailsDialog({ recruit: initial, onClose, onChanged }: Props) {
  const queryClient = useQueryClient();
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

  // Opening shows the card's data at once, then the freshest copy from the server (also for the list).
  const detail = useQuery({
    queryKey: recruitKeys.detail(id),
    queryFn: async () => {
      const fresh = await fetchRecruit(id as number);
      onChanged(fresh);
      return fresh;
    },
    enabled: id !== undefined,
    placeholderData: initial ?? undefined,
    meta: LOAD_FAILED,
  });
  const recruit = detail.data ?? initial;

  // The recruiter's own link into a scheduled ClearView session.
  const latestSession = useQuery({
    queryKey: recruitKeys.latestClearview(id),
    queryFn: () => fetchLatestClearviewSession(id as number),
    enabled: id !== undefined && recruit?.status === 'clearview_scheduled',
  });
  const session = recruit?.status === 'clearview_scheduled' ? latestSession.data : null;
  const clearviewHref = session?.token && session.status !== 'completed' ? hrefs.clearview(session.token) : null;

  if (!recruit) return <Modal open={false} onClose={onClose} title="" />;

  // After every action: all reads on screen again (this recruit, the list, nurture, proforma, onboarding).
  const reloadAll = () => void queryClient.invalidateQueries();
  const change = (r: Recruit) => {
    queryClient.setQueryData(recruitKeys.detail(r.id), r);
    onChanged(r);
    reloadAll();
  };
  const ctx: RecruitDetailContext = {
    recruit,
    onRecruitChange: change,
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

  const moveToDiscovery = async (r: Recruit) => {
    try {
      const moved = await updateRecruitStatus(r.id, 'discovery_access_expanded');
      change(moved);
      toast.success('Recruit status updated');
      setBanner({ tone: 'success', text: `Status changed to "${STATUS_LABELS[moved.status]}"` });
    } catch (err) {
      setBanner({ tone: 'error', text: errorText(err, 'Failed to update status') });
    }
  };

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
            <h3 className="truncate text-xl font-semibold text-slate-900">{name}</h3>
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
        onScheduled={(result) => {
          setBanner({ tone: 'success', text: `ClearView session scheduled; the invitation was sent to ${recruit.email}` });
          queryClient.setQueryData(recruitKeys.latestClearview(recruit.id), result.session);
          reloadAll();
        }}
      />
      <EnableDiscoveryDialog
        recruit={recruit}
        open={dialog === 'discovery'}
        onClose={() => setDialog(null)}
        onEnabled={(r, message) => {
          change(r);
          setBanner({ tone: 'success', text: message });
          if (discoveryThenMove && r.status !== 'discovery_access_expanded') void moveToDiscovery(r);
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
