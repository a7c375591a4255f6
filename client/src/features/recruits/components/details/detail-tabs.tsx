import { type ReactNode, useContext } from 'react';
import type { TabItem } from '@client/components/ui';
import type { RecruitStatus } from '@shared/domain/recruit-status';
import type { Recruit } from '@shared/schemas/recruits';
import { DetailsTab } from './details-tab';
import { OnboardingTab } from './onboarding-tab';
import { PhaseManagementTab } from './phase-management-tab';
import { TimelineTab } from './timeline-tab';
import { NURTURE_TAB_STATUSES } from '@shared/domain/nurture';
import { RecruitDetailViews } from '../../detail-view-slots';
import { PROFORMA_TAB_STATUSES } from '@shared/domain/proforma';

/** What every tab of the Recruit Details dialog may use. */
export interface RecruitDetailContext {
  recruit: Recruit;
  /** Puts a changed recruit into the dialog and the pipeline list. */
  onRecruitChange: (recruit: Recruit) => void;
  /** Shows the dialog's inline banner. */
  notify: (banner: { tone: 'success' | 'error'; text: string }) => void;
  openScheduleClearview: () => void;
  /** Opens the module selection; `thenMove` also moves the recruit to discovery_access_expanded when enabling leaves the status as it was. */
  openEnableDiscovery: (opts?: { thenMove?: boolean }) => void;
  /** Reloads the recruit (after another area's action moved it), for the dialog and the list. */
  reloadRecruit: () => void;
}

interface RecruitDetailTab {
  key: string;
  label: string;
  /** Statuses at which the tab shows; leave out for "always". */
  shownAt?: readonly RecruitStatus[];
  render: (ctx: RecruitDetailContext) => ReactNode;
}

/**
 * The dialog's tabs in display order — the extension point for later areas. Add a tab by adding an
 * entry here (before Phase Management), with the statuses docs/spec/doc2.md gives for it (Onboarding is in):
 *   Nurture Campaign: clearview_completed, discovery_access_expanded, onboarding_initiated, onboarded
 *   Proforma:         discovery_access_expanded, proforma_completed, onboarding_initiated, onboarded
 *   Onboarding:       onboarding_initiated, onboarded (the onboarding view app/ composes in, onboarding-view-slot.ts)
 */
const RECRUIT_DETAIL_TABS: RecruitDetailTab[] = [
  { key: 'details', label: 'Details', render: (ctx) => <DetailsTab recruit={ctx.recruit} /> },
  { key: 'timeline', label: 'Timeline', render: (ctx) => <TimelineTab recruit={ctx.recruit} /> },
  {
    key: 'nurture',
    label: 'Nurture Campaign',
    shownAt: NURTURE_TAB_STATUSES,
    render: (ctx) => <ComposedView ctx={ctx} view="nurtureTab" fallback="The nurture campaign is shown on the Nurture screen." />,
  },
  {
    key: 'proforma',
    label: 'Proforma',
    shownAt: PROFORMA_TAB_STATUSES,
    render: (ctx) => <ComposedView ctx={ctx} view="proformaTab" fallback="Proforma sessions are shown on the Proforma screen." />,
  },
  {
    key: 'onboarding',
    label: 'Onboarding',
    shownAt: ['onboarding_initiated', 'onboarded'],
    render: (ctx) => <OnboardingTab recruit={ctx.recruit} />,
  },
  { key: 'phase', label: 'Phase Management', render: (ctx) => <PhaseManagementTab ctx={ctx} /> },
];

export const DEFAULT_DETAIL_TAB = 'details';

/** The tabs visible for the recruit's status, ready for <Tabs>. */
export function detailTabsFor(ctx: RecruitDetailContext): TabItem[] {
  return RECRUIT_DETAIL_TABS.filter((t) => !t.shownAt || t.shownAt.includes(ctx.recruit.status)).map((t) => ({
    key: t.key,
    label: t.label,
    content: t.render(ctx),
  }));
}

/** Another feature's tab, composed in by app/ (detail-view-slots.ts). */
function ComposedView({ ctx, view, fallback }: { ctx: RecruitDetailContext; view: 'nurtureTab' | 'proformaTab'; fallback: string }) {
  const render = useContext(RecruitDetailViews)[view];
  if (!render) return <p className="text-sm text-slate-600">{fallback}</p>;
  return render({ recruit: ctx.recruit, onRecruitChanged: ctx.reloadRecruit });
}
