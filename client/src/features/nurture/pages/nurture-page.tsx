import { labelOf } from '@shared/domain/labels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button, EmptyState, PageSpinner, Tabs, TableFrame } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { formatDateTime, formatPercent } from '@shared/format';
import { toast } from '@client/lib/toast';
import {
  CAMPAIGN_TYPE_LABELS,
  HIGH_ENGAGEMENT_CAMPAIGN_ID,
  LONG_TERM_CAMPAIGN_ID,
  NURTURE_TEXTS,
  STEP_CHANNEL_LABELS,
} from '@shared/domain/nurture';
import { STATUS_LABELS } from '@shared/domain/recruit-status';
import type { CampaignItem, NurtureOverview } from '@shared/schemas/nurture';
import { completeTask, enroll } from '../api';
import { CreateCampaignDialog } from '../components/create-campaign-dialog';
import { SendEmailDialog } from '../components/send-email-dialog';
import { nurtureKeys, useCampaigns, useNurtureOverview, useNurtureTasks } from '../queries';

/** /dashboard/nurture — Nurture Campaign Management (docs/spec/doc2.md §2; real figures, docs/nurture.md "Screens"). */
export default function NurturePage() {
  const overview = useNurtureOverview();
  const [creating, setCreating] = useState(false);
  const [emailing, setEmailing] = useState<{ recruitId?: number } | null>(null);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Nurture Campaign Management</h1>
          <p className="mt-1 text-sm text-slate-600">Keep recruits warm after ClearView: drips, calls and meetings.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setEmailing({})}>
            Send Email
          </Button>
          <Button onClick={() => setCreating(true)}>Create Campaign</Button>
        </div>
      </header>
      {overview.isPending ? (
        <PageSpinner label="Loading nurture campaigns..." />
      ) : overview.isError ? (
        <EmptyState
          title="Failed to load nurture data"
          description={errorText(overview.error, '')}
          action={<Button onClick={() => void overview.refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <Tiles tiles={overview.data.tiles} />
          <Tabs
            tabs={[
              {
                key: 'overview',
                label: 'Overview',
                content: <OverviewTab data={overview.data} onEmail={(recruitId) => setEmailing({ recruitId })} />,
              },
              { key: 'campaigns', label: 'Campaigns', content: <CampaignsTab /> },
              { key: 'tasks', label: 'Tasks', badge: overview.data.open_tasks || undefined, content: <TasksTab /> },
              { key: 'tracking', label: 'Email Tracking', content: <TrackingTab tracking={overview.data.email_tracking} /> },
              { key: 'progress', label: 'Progress', content: <ProgressTab progress={overview.data.progress} /> },
            ]}
            panelClassName="pt-5"
          />
        </>
      )}
      <CreateCampaignDialog open={creating} onClose={() => setCreating(false)} />
      <SendEmailDialog
        open={emailing !== null}
        onClose={() => setEmailing(null)}
        recruits={overview.data?.recruits ?? []}
        recruitId={emailing?.recruitId}
      />
    </div>
  );
}

function Tiles({ tiles }: { tiles: NurtureOverview['tiles'] }) {
  const items = [
    ['Active Enrollments', tiles.active_enrollments],
    ['High Engagement', tiles.high_engagement],
    ['Long Term', tiles.long_term],
    ['Meetings Scheduled', tiles.meetings_scheduled],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid={`tile-${label.toLowerCase().replace(/\s+/g, '-')}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OverviewTab({ data, onEmail }: { data: NurtureOverview; onEmail: (recruitId: number) => void }) {
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: ({ recruit, campaign }: { recruit: number; campaign: number }) => enroll(recruit, campaign),
    meta: { errorToast: NURTURE_TEXTS.campaignStartFailed, serverText: true },
    onSuccess: (_e, v) => {
      toast.success(v.campaign === HIGH_ENGAGEMENT_CAMPAIGN_ID ? NURTURE_TEXTS.highEngagementStarted : NURTURE_TEXTS.longTermStarted);
      void queryClient.invalidateQueries({ queryKey: nurtureKeys.all });
    },
  });
  if (data.recruits.length === 0)
    return <EmptyState title="No recruits to nurture yet" description="Recruits appear here once their ClearView session is complete." />;
  return (
    <TableFrame label="Recruits in nurture">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th className="px-4 py-3">Recruit</th>
            <th className="px-4 py-3">Status</th>
            <th className="px-4 py-3">Campaign</th>
            <th className="px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.recruits.map((r) => {
            const busy = start.isPending && start.variables?.recruit === r.id;
            return (
              <tr key={r.id}>
                <td className="px-4 py-3">
                  <div className="font-medium text-slate-900">{r.name}</div>
                  <div className="text-slate-500">{r.email}</div>
                </td>
                <td className="px-4 py-3 text-slate-700">{STATUS_LABELS[r.status]}</td>
                <td className="px-4 py-3">
                  {r.campaign_name ? (
                    <Badge tone="indigo">{r.campaign_name}</Badge>
                  ) : (
                    <span className="text-slate-500">{NURTURE_TEXTS.notEnrolled}</span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap justify-end gap-2 whitespace-nowrap">
                    {!r.campaign_name && (
                      <>
                        <Button
                          size="sm"
                          loading={busy && start.variables?.campaign === HIGH_ENGAGEMENT_CAMPAIGN_ID}
                          disabled={busy}
                          onClick={() => start.mutate({ recruit: r.id, campaign: HIGH_ENGAGEMENT_CAMPAIGN_ID })}
                        >
                          High Engagement
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          loading={busy && start.variables?.campaign === LONG_TERM_CAMPAIGN_ID}
                          disabled={busy}
                          onClick={() => start.mutate({ recruit: r.id, campaign: LONG_TERM_CAMPAIGN_ID })}
                        >
                          Long Term
                        </Button>
                      </>
                    )}
                    <Button size="sm" variant="ghost" onClick={() => onEmail(r.id)}>
                      Email
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}

function CampaignsTab() {
  const campaigns = useCampaigns();
  if (campaigns.isPending) return <PageSpinner label="Loading campaigns..." />;
  if (campaigns.isError)
    return <EmptyState title="Failed to load campaigns" action={<Button onClick={() => void campaigns.refetch()}>Try again</Button>} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {campaigns.data.map((c) => (
        <li key={c.id}>
          <CampaignCard campaign={c} />
        </li>
      ))}
    </ul>
  );
}

function CampaignCard({ campaign: c }: { campaign: CampaignItem }) {
  const [open, setOpen] = useState(false);
  return (
    <article className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{c.name}</h3>
          <p className="text-sm text-slate-500">
            {CAMPAIGN_TYPE_LABELS[c.campaign_type]} · {c.duration_days} days
          </p>
        </div>
        <Badge tone={c.status === 'active' ? 'green' : 'gray'}>{labelOf('campaignStatus', c.status)}</Badge>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {c.active_enrollments} active · {c.total_enrollments} total enrollments
      </p>
      <Button variant="link" className="mt-2" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Hide steps' : `View Details (${c.steps.length} steps)`}
      </Button>
      {open && (
        <ol className="mt-2 space-y-1 text-sm text-slate-700">
          {c.steps.map((s) => (
            <li key={s.id}>
              Day {s.day_offset}: {s.title} <span className="text-slate-500">({STEP_CHANNEL_LABELS[s.channel]})</span>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

function TasksTab() {
  const queryClient = useQueryClient();
  const tasks = useNurtureTasks();
  const complete = useMutation({
    mutationFn: completeTask,
    meta: { errorToast: 'Failed to complete the task', serverText: true },
    onSuccess: () => {
      toast.success('Task completed');
      void queryClient.invalidateQueries({ queryKey: nurtureKeys.all });
    },
  });
  if (tasks.isPending) return <PageSpinner label="Loading tasks..." />;
  const list = tasks.data ?? [];
  if (list.length === 0)
    return <EmptyState title="No recruiter call tasks" description="Call tasks appear here when a campaign step asks for a call." />;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {list.map((t) => (
        <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
          <div>
            <p className="font-medium text-slate-900">{t.title}</p>
            <p className="text-slate-500">
              {t.recruit.name} · due {formatDateTime(t.due_at)}
              {t.assigned_to ? ` · ${t.assigned_to}` : ''}
            </p>
          </div>
          {t.completed_at ? (
            <Badge tone="green">Done {formatDateTime(t.completed_at)}</Badge>
          ) : (
            <Button
              size="sm"
              variant="outline"
              loading={complete.isPending && complete.variables === t.id}
              onClick={() => complete.mutate(t.id)}
            >
              Complete
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function TrackingTab({ tracking: t }: { tracking: NurtureOverview['email_tracking'] }) {
  const rows = [
    ['Queued', t.queued],
    ['Sent', t.sent],
    ['Delivered', t.delivered],
    ['Opened', t.opened],
    ['Failed', t.failed],
  ] as const;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">E-mails of the last 30 days: {t.total} in all.</p>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {rows.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        Open rate <strong>{formatPercent(t.open_rate)}</strong> · delivery rate <strong>{formatPercent(t.delivery_rate)}</strong>
      </p>
    </div>
  );
}

function ProgressTab({ progress: p }: { progress: NurtureOverview['progress'] }) {
  // docs/spec/doc2.md §2: a count of 10 fills the bar; a larger count scales the rest (docs/nurture.md "Screens").
  const full = Math.max(10, ...p.funnel.map((f) => f.count));
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <ol className="space-y-3" aria-label="Nurture funnel">
        {p.funnel.map((f) => (
          <li key={f.label}>
            <div className="flex justify-between text-sm text-slate-700">
              <span>{f.label}</span>
              <span className="font-medium">{f.count}</span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-slate-100">
              <div className="h-3 rounded-full bg-brand-gradient" style={{ width: `${(f.count / full) * 100}%` }} />
            </div>
          </li>
        ))}
      </ol>
      <dl className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
        <div className="flex justify-between">
          <dt className="text-slate-500">Culture videos watched</dt>
          <dd className="font-medium">{p.videos_watched}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-500">Average watched</dt>
          <dd className="font-medium">{p.avg_watch_percentage}%</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-500">Recruits who agreed to texts</dt>
          <dd className="font-medium">{p.sms_consented}</dd>
        </div>
      </dl>
    </div>
  );
}
