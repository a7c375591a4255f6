import type { Key, ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge, EmptyState, PageSpinner } from '@client/components/ui';
import { hrefs, paths } from '@client/config/paths';
import { formatDate, formatDateTime, formatNumber, formatPercent, formatRelativeTime } from '@shared/format';
import { fullName, useSession } from '@client/lib/session';
import { activityLabel } from '@shared/domain/activity';
import { PIPELINE_PHASES, STATUS_LABELS } from '@shared/domain/recruit-status';
import type { RecruitStats } from '@shared/schemas/recruit-responses';
import { useRecruitStats } from '@client/lib/recruit-stats';
import { useDashboardOverview } from '../api/overview';

const STAT_CARDS: { label: string; value: (s: RecruitStats) => string }[] = [
  { label: 'Total Recruits', value: (s) => formatNumber(s.total_recruits) },
  { label: 'New This Week', value: (s) => formatNumber(s.new_this_week) },
  { label: 'New This Month', value: (s) => formatNumber(s.new_this_month) },
  { label: 'Conversion Rate', value: (s) => formatPercent(s.conversion_rate) },
  { label: 'Active Sessions', value: (s) => formatNumber(s.active_sessions) },
  { label: 'Pending Tasks', value: (s) => formatNumber(s.pending_tasks) },
  { label: 'Emails Sent Today', value: (s) => formatNumber(s.emails_sent_today) },
  { label: 'Discovery Enabled', value: (s) => formatNumber(s.discovery_enabled) },
  { label: 'Avg Days to Acceptance', value: (s) => formatNumber(s.avg_profile_to_acceptance_days, 1) },
  { label: 'ClearView Completion', value: (s) => formatPercent(s.clearview_completion_rate) },
  { label: 'Avg Profile Completion', value: (s) => formatPercent(s.avg_profile_completion) },
  { label: 'Complete Profiles', value: (s) => formatNumber(s.complete_profiles) },
];

const SHORTCUTS = [
  { href: paths.dashboardNurture, title: 'Nurture Campaigns', text: 'Drips, calls and meetings for recruits not ready to move.' },
  { href: paths.dashboardProforma, title: 'Proforma Build-Out', text: 'Model a recruit’s branch or desk live, and send the report.' },
  { href: paths.dashboardOnboarding, title: 'Onboarding', text: 'Requests, processes and department tasks.' },
];

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** /dashboard — the staff Overview (docs/spec/doc2.md "Staff dashboard layout"; docs/dashboard.md). */
export default function OverviewPage() {
  const { user } = useSession();
  const stats = useRecruitStats();
  const overview = useDashboardOverview();
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Overview</h1>
        <p className="mt-1 text-sm text-slate-600">Welcome back, {fullName(user) || user?.email}. Here is what needs you today.</p>
      </header>

      {stats.isPending ? (
        <PageSpinner label="Loading figures..." />
      ) : stats.data ? (
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6" aria-label="Dashboard stats">
          {STAT_CARDS.map((c) => (
            <div key={c.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-xs text-slate-500">{c.label}</dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900">{c.value(stats.data)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-500">Figures are not available right now.</p>
      )}

      <section aria-labelledby="phase-shortcuts" className="space-y-3">
        <h2 id="phase-shortcuts" className="text-sm font-semibold text-slate-900">
          Phase Management
        </h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {SHORTCUTS.map((s) => (
            <li key={s.href}>
              <Link href={s.href} className={`${card} block h-full hover:border-indigo-300 hover:bg-indigo-50`}>
                <span className="font-semibold text-slate-900">{s.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{s.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {stats.data && <PipelineByPhase byStatus={stats.data.by_status} />}

      {overview.isPending ? (
        <PageSpinner />
      ) : overview.data ? (
        <div className="grid gap-5 lg:grid-cols-2">
          <ListPanel
            id="week-sessions"
            title="This week's sessions"
            items={overview.data.week_sessions}
            empty="No sessions this week"
            itemKey={(s) => `${s.kind}-${s.id}`}
            itemClassName="flex flex-wrap items-center justify-between gap-2 py-2"
            item={(s) => (
              <>
                <Link href={s.href} className="font-medium text-indigo-700 hover:underline">
                  {s.kind === 'clearview' ? 'ClearView' : 'Proforma'} · {s.recruit_name}
                </Link>
                <span className="text-slate-600">{formatDateTime(s.scheduled_at)}</span>
              </>
            )}
          />
          <ListPanel
            id="urgent-tasks"
            title="Overdue and critical onboarding tasks"
            items={overview.data.urgent_tasks}
            empty="Nothing overdue or critical"
            itemKey={(t) => t.id}
            itemClassName="flex flex-wrap items-center justify-between gap-2 py-2"
            item={(t) => (
              <>
                <span>
                  <span className="font-medium text-slate-900">{t.title}</span>
                  <span className="block text-slate-500">
                    {t.recruit_name} · {t.department_name || 'No department'}
                  </span>
                </span>
                <span className="flex gap-1">
                  {t.overdue && <Badge tone="red">Overdue {formatDate(t.due_date)}</Badge>}
                  {t.priority === 'critical' && <Badge tone="orange">Critical</Badge>}
                </span>
              </>
            )}
          >
            <Link href={paths.dashboardTasks} className="mt-3 inline-block text-sm font-medium text-indigo-600 hover:underline">
              All tasks
            </Link>
          </ListPanel>
          <ListPanel
            id="recent-activity"
            title="Recent activity"
            className="lg:col-span-2"
            items={overview.data.recent_activity}
            empty="No activity yet"
            itemKey={(a) => a.id}
            itemClassName="flex flex-wrap justify-between gap-2 py-2"
            item={(a) => (
              <>
                <span>
                  <span className="font-medium text-slate-900">{a.recruit_name || 'System'}</span>{' '}
                  <span className="text-slate-600">{activityLabel(a.action)}</span>
                  <span className="text-slate-500"> · {a.actor}</span>
                </span>
                <time dateTime={a.timestamp} className="text-slate-500">
                  {formatRelativeTime(a.timestamp)}
                </time>
              </>
            )}
          />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Every recruit by sidebar phase, each phase with its statuses: all fourteen statuses appear, and the
 * phases add up to Total Recruits. A phase opens the pipeline filtered to it.
 */
function PipelineByPhase({ byStatus }: { byStatus: RecruitStats['by_status'] }) {
  return (
    <section aria-labelledby="pipeline-counts" className={card}>
      <h2 id="pipeline-counts" className="mb-3 text-sm font-semibold text-slate-900">
        Pipeline by phase
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {PIPELINE_PHASES.map((phase) => (
          <li key={phase.key}>
            <Link
              href={hrefs.recruitsInPhase(phase.key)}
              className="block h-full rounded-lg border border-slate-200 p-3 hover:border-indigo-300 hover:bg-indigo-50"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="text-sm font-medium text-slate-900">{phase.label}</span>
                <span className="text-xl font-semibold text-slate-900" data-testid="phase-count">
                  {formatNumber(phase.statuses.reduce((sum, status) => sum + byStatus[status], 0))}
                </span>
              </span>
              <span className="mt-1 block space-y-0.5 text-xs text-slate-600">
                {phase.statuses.map((status) => (
                  <span key={status} className="flex justify-between gap-2">
                    <span>{STATUS_LABELS[status]}</span>
                    <span>{formatNumber(byStatus[status])}</span>
                  </span>
                ))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ListPanelProps<T> {
  id: string;
  title: string;
  className?: string;
  items: T[];
  /** What the panel says when it has no items. */
  empty: string;
  itemKey: (item: T) => Key;
  itemClassName: string;
  item: (item: T) => ReactNode;
  /** Shown under the list (a link to the whole of it). */
  children?: ReactNode;
}

/** One of the Overview's titled lists, with its empty state. */
function ListPanel<T>({ id, title, className, items, empty, itemKey, itemClassName, item, children }: ListPanelProps<T>) {
  return (
    <section aria-labelledby={id} className={className ? `${card} ${className}` : card}>
      <h2 id={id} className="mb-3 text-sm font-semibold text-slate-900">
        {title}
      </h2>
      {items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {items.map((x) => (
            <li key={itemKey(x)} className={itemClassName}>
              {item(x)}
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
