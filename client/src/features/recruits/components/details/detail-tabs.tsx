import type { ReactNode } from 'react';
import type { TabItem } from '@client/components/ui';
import { type DetailTab, detailTabs, journeyFactsOf } from '@shared/domain/journey';
import { DetailsTab } from './details-tab';
import { OnboardingTab } from './onboarding-tab';
import { PhaseManagementTab } from './phase-management-tab';
import { TimelineTab } from './timeline-tab';
import type { RecruitDetailContext } from './detail-context';
import { RecruitDetailViews } from '../../slots';

const LABELS: Record<DetailTab, string> = {
  details: 'Details',
  timeline: 'Timeline',
  nurture: 'Nurture Campaign',
  proforma: 'Proforma',
  onboarding: 'Onboarding',
  phase: 'Phase Management',
};

const CONTENT: Record<DetailTab, (ctx: RecruitDetailContext) => ReactNode> = {
  details: (ctx) => <DetailsTab recruit={ctx.recruit} />,
  timeline: (ctx) => <TimelineTab recruit={ctx.recruit} />,
  nurture: (ctx) => <ComposedView ctx={ctx} view="nurtureTab" fallback="The nurture campaign is shown on the Nurture screen." />,
  proforma: (ctx) => <ComposedView ctx={ctx} view="proformaTab" fallback="Proforma sessions are shown on the Proforma screen." />,
  // The onboarding view app/ composes in (slots.ts, `onboardingTab`).
  onboarding: (ctx) => <OnboardingTab recruit={ctx.recruit} />,
  phase: (ctx) => <PhaseManagementTab ctx={ctx} />,
};

export const DEFAULT_DETAIL_TAB: DetailTab = 'details';
/** Where the dialog goes when the tab in view no longer exists for the recruit: the next step is there. */
export const FALLBACK_DETAIL_TAB: DetailTab = 'phase';

/** The tabs that exist for the recruit (shared/domain/journey.ts), ready for <Tabs>. */
export function detailTabsFor(ctx: RecruitDetailContext): TabItem[] {
  return detailTabs(journeyFactsOf(ctx.recruit)).map((key) => ({ key, label: LABELS[key], content: CONTENT[key](ctx) }));
}

/** Another feature's tab, composed in by app/ (slots.ts). */
function ComposedView({ ctx, view, fallback }: { ctx: RecruitDetailContext; view: 'nurtureTab' | 'proformaTab'; fallback: string }) {
  const render = RecruitDetailViews.useView(view);
  if (!render) return <p className="text-sm text-slate-600">{fallback}</p>;
  return render({ recruit: ctx.recruit, onRecruitChanged: ctx.reloadRecruit });
}
