import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { Badge, Button, EmptyState, Field, PageSpinner, Tabs } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { formatCount, formatDateTime, formatMoney, formatPercent } from '@shared/format';
import { toast } from '@client/lib/toast';
import { useDebounced } from '@client/lib/use-debounced';
import { COMPARE_LIMIT, PROFORMA_NEXT, PROFORMA_STATUS_LABELS, PROFORMA_TEXTS, RECENT_SESSIONS_LIMIT } from '@shared/domain/proforma';
import { STATUS_LABELS } from '@shared/domain/recruit-status';
import type { ComparisonResponse, ProformaSessionItem } from '@shared/schemas/proforma';
import { compareSessions, downloadPdf, emailPdf, searchRecruits } from '../api';
import { LiveTab } from '../components/live-tab';
import { useSessionMoves } from '../components/session-moves';
import { SESSION_TONE as TONE } from '../components/session-tone';
import { ScheduleProformaForm } from '../components/schedule-proforma-form';
import { TrendChart } from '../components/proforma-charts';
import { usePickedRecruit, useProformaOverview, useRecruitSessions } from '../queries';

const PICKER_LIMIT = 10;

/** /dashboard/proforma?recruit= — Proforma Build-Out Management (docs/spec/doc2.md §2; docs/proforma.md "Screens"). */
export default function ProformaPage() {
  const search = new URLSearchParams(useSearch());
  const fromUrl = Number(search.get('recruit'));
  const [picked, setPicked] = useState<number | null>(Number.isInteger(fromUrl) && fromUrl > 0 ? fromUrl : null);
  const [tab, setTab] = useState('overview');
  const [selected, setSelected] = useState<ProformaSessionItem | null>(null);
  const recruit = usePickedRecruit(picked);
  const overview = useProformaOverview(picked);
  const sessions = useRecruitSessions(picked);
  const open = (s: ProformaSessionItem, where: 'live' | 'details') => {
    setSelected(s);
    setTab(where);
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Proforma Build-Out Management</h1>
        <p className="mt-1 text-sm text-slate-600">Model a recruit's own branch or desk, live, and share the report.</p>
      </header>
      <RecruitPicker
        recruitName={recruit.data ? `${recruit.data.first_name} ${recruit.data.last_name}` : null}
        onPick={(id) => {
          setPicked(id);
          setSelected(null);
        }}
      />
      {overview.isError ? (
        <section role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
          <h2 className="font-semibold text-red-800">{PROFORMA_TEXTS.overviewErrorTitle}</h2>
          <p className="mt-1 text-sm text-red-700">{errorText(overview.error, PROFORMA_TEXTS.overviewFailed)}</p>
          <Button variant="outline" className="mt-3" onClick={() => void overview.refetch()}>
            Try Again
          </Button>
        </section>
      ) : (
        <Tabs
          selectedKey={tab}
          onChange={setTab}
          panelClassName="pt-5"
          tabs={[
            {
              key: 'overview',
              label: 'Overview',
              content: overview.data ? <OverviewTab data={overview.data} onOpen={(s) => open(s, 'details')} /> : <PageSpinner />,
            },
            {
              key: 'sessions',
              label: 'Sessions',
              content: (
                <SessionsTab recruitPicked={picked !== null} sessions={sessions.data ?? []} loading={sessions.isLoading} onOpen={open} />
              ),
            },
            { key: 'new', label: 'New Session', content: <NewSessionTab recruitId={picked} onCreated={(s) => open(s, 'details')} /> },
            {
              key: 'live',
              label: 'Live Session',
              content: selected ? (
                <LiveTab session={selected} onChanged={setSelected} />
              ) : (
                <EmptyState title="No session selected" description="Choose a session and Start Live Session." />
              ),
            },
            { key: 'compare', label: 'Compare', content: <CompareTab sessions={sessions.data ?? []} /> },
            {
              key: 'details',
              label: 'Details',
              content: selected ? (
                <DetailsTab session={selected} onChanged={setSelected} onLive={() => setTab('live')} />
              ) : (
                <EmptyState title="No session selected" />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

function RecruitPicker({ recruitName, onPick }: { recruitName: string | null; onPick: (id: number) => void }) {
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), 300);
  const matches = useQuery({
    queryKey: ['proforma', 'picker', term],
    queryFn: ({ signal }) => searchRecruits(term, signal),
    enabled: term.length > 0,
  });
  const list = (matches.data ?? []).slice(0, PICKER_LIMIT);
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label="Recruit">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Recruit"
          placeholder="Search recruits with discovery access"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-w-64 flex-1"
        />
        {recruitName && (
          <p className="text-sm text-slate-700">
            Selected: <strong>{recruitName}</strong>
          </p>
        )}
      </div>
      {term &&
        matches.isSuccess &&
        (list.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No recruits with discovery access match "{term}".</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {list.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-indigo-50"
                  onClick={() => {
                    onPick(r.id);
                    setText('');
                  }}
                >
                  {r.first_name} {r.last_name}{' '}
                  <span className="text-slate-500">
                    · {r.email} · {STATUS_LABELS[r.status]}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function OverviewTab({
  data,
  onOpen,
}: {
  data: NonNullable<ReturnType<typeof useProformaOverview>['data']>;
  onOpen: (s: ProformaSessionItem) => void;
}) {
  const tiles = [
    ['Total Sessions', data.total_sessions],
    ['Completed', data.completed_sessions],
    ['Scheduled', data.scheduled_sessions],
    ['In Progress', data.in_progress_sessions],
    ['Conversion Rate', formatPercent(data.conversion_rate)],
  ] as const;
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="text-sm font-semibold text-slate-900">Recent sessions</h2>
      {data.recent_sessions.length === 0 ? (
        <EmptyState title="No proforma sessions yet" />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {data.recent_sessions.slice(0, RECENT_SESSIONS_LIMIT).map((s) => (
            <SessionRow
              key={s.id}
              session={s}
              actions={
                <Button size="sm" variant="ghost" onClick={() => onOpen(s)}>
                  View Details
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function SessionRow({
  session: s,
  actions,
  leading,
}: {
  session: ProformaSessionItem;
  actions?: React.ReactNode;
  leading?: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <div className="flex items-center gap-3">
        {leading}
        <div>
          <p className="font-medium text-slate-900">
            {s.recruit_details.first_name} {s.recruit_details.last_name} · {s.model_type_details.name}
          </p>
          <p className="text-slate-500">{formatDateTime(s.scheduled_at)}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={TONE[s.status]}>{PROFORMA_STATUS_LABELS[s.status]}</Badge>
        {actions}
      </div>
    </li>
  );
}

function SessionsTab({
  recruitPicked,
  sessions,
  loading,
  onOpen,
}: {
  recruitPicked: boolean;
  sessions: ProformaSessionItem[];
  loading: boolean;
  onOpen: (s: ProformaSessionItem, where: 'live' | 'details') => void;
}) {
  const [checked, setChecked] = useState<number[]>([]);
  if (!recruitPicked) return <EmptyState title="No recruit selected" description="Search for a recruit above to see their sessions." />;
  if (loading) return <PageSpinner label="Loading sessions..." />;
  if (sessions.length === 0) return <EmptyState title="No sessions yet" description="Schedule one on the New Session tab." />;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
      {sessions.map((s) => (
        <SessionRow
          key={s.id}
          session={s}
          leading={
            <input
              type="checkbox"
              aria-label={`Select session ${s.id}`}
              checked={checked.includes(s.id)}
              onChange={(e) => setChecked((c) => (e.target.checked ? [...c, s.id] : c.filter((x) => x !== s.id)))}
            />
          }
          actions={
            <>
              <Button size="sm" variant="ghost" onClick={() => onOpen(s, 'details')}>
                View Details
              </Button>
              {s.status !== 'completed' && (
                <Button size="sm" onClick={() => onOpen(s, 'live')}>
                  Start Live Session
                </Button>
              )}
              {s.status === 'completed' && <PdfButton session={s} />}
            </>
          }
        />
      ))}
    </ul>
  );
}

function PdfButton({ session }: { session: ProformaSessionItem }) {
  const download = useMutation({
    mutationFn: () => downloadPdf(session.id),
    meta: { errorToast: PROFORMA_TEXTS.pdfFailed },
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `proforma-${session.recruit_details.last_name.toLowerCase()}-${session.id}.pdf`;
      a.click();
      URL.revokeObjectURL(url);
      toast.success(PROFORMA_TEXTS.pdfDownloaded);
    },
  });
  return (
    <Button size="sm" variant="outline" loading={download.isPending} onClick={() => download.mutate()}>
      Download PDF
    </Button>
  );
}

function NewSessionTab({ recruitId, onCreated }: { recruitId: number | null; onCreated: (s: ProformaSessionItem) => void }) {
  return <ScheduleProformaForm recruitId={recruitId} successText={PROFORMA_TEXTS.scheduled} onCreated={onCreated} />;
}

function DetailsTab({
  session: s,
  onChanged,
  onLive,
}: {
  session: ProformaSessionItem;
  onChanged: (s: ProformaSessionItem) => void;
  onLive: () => void;
}) {
  const { start, complete } = useSessionMoves(s, onChanged);
  const [subject, setSubject] = useState('Your proforma build-out report');
  const mail = useMutation({
    mutationFn: () => emailPdf(s.id, subject, ''),
    meta: { errorToast: PROFORMA_TEXTS.emailFailed, serverText: true },
    onSuccess: () => toast.success(PROFORMA_TEXTS.emailSent),
  });
  return (
    <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {[
          ['Recruit', `${s.recruit_details.first_name} ${s.recruit_details.last_name} (${s.recruit_details.email})`],
          ['Model', `${s.model_type_details.name}, ${s.model_type_details.duration_months} months`],
          ['Status', PROFORMA_STATUS_LABELS[s.status]],
          ['Scheduled', formatDateTime(s.scheduled_at)],
          ['Completed', s.completed_at ? formatDateTime(s.completed_at) : '—'],
          ['Meeting link', s.meeting_link || '—'],
          ['Notes', s.notes || '—'],
        ].map(([k, v]) => (
          <div key={k}>
            <dt className="text-slate-500">{k}</dt>
            <dd className="break-words text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        {s.status !== 'completed' && <Button onClick={onLive}>Start Live Session</Button>}
        {PROFORMA_NEXT[s.status] === 'in_progress' && (
          <Button variant="outline" loading={start.isPending} onClick={() => start.mutate()}>
            Start Session
          </Button>
        )}
        {PROFORMA_NEXT[s.status] === 'completed' && (
          <Button variant="outline" loading={complete.isPending} onClick={() => complete.mutate()}>
            Complete Session
          </Button>
        )}
        {s.status === 'completed' && <PdfButton session={s} />}
      </div>
      {s.status === 'completed' && (
        <div className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4">
          <Field label="E-mail subject" value={subject} onChange={(e) => setSubject(e.target.value)} className="min-w-64 flex-1" />
          <Button variant="outline" loading={mail.isPending} onClick={() => mail.mutate()} disabled={!subject.trim()}>
            E-mail PDF to recruit
          </Button>
        </div>
      )}
    </div>
  );
}

function CompareTab({ sessions }: { sessions: ProformaSessionItem[] }) {
  const [ids, setIds] = useState<number[]>([]);
  const compare = useMutation({
    mutationFn: () => compareSessions(ids),
    meta: { errorToast: PROFORMA_TEXTS.comparisonFailed, serverText: true },
    onSuccess: () => toast.success(PROFORMA_TEXTS.comparisonDone),
  });
  const toggle = (id: number, on: boolean) => {
    if (on && ids.length >= COMPARE_LIMIT) return void toast.error(PROFORMA_TEXTS.compareAtMost);
    setIds((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  };
  if (sessions.length === 0) return <EmptyState title="No sessions to compare" description="Pick a recruit with at least two sessions." />;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
        {sessions.map((s) => (
          <SessionRow
            key={s.id}
            session={s}
            leading={
              <input
                type="checkbox"
                aria-label={`Compare session ${s.id}`}
                checked={ids.includes(s.id)}
                onChange={(e) => toggle(s.id, e.target.checked)}
              />
            }
          />
        ))}
      </ul>
      <Button
        onClick={() => (ids.length === COMPARE_LIMIT ? compare.mutate() : toast.error(PROFORMA_TEXTS.compareExactly))}
        loading={compare.isPending}
        loadingText="Comparing..."
      >
        Compare Sessions
      </Button>
      {compare.data && <ComparisonView result={compare.data} />}
    </div>
  );
}

function ComparisonView({ result: r }: { result: ComparisonResponse }) {
  const [first, second] = r.sessions.map((s) => s.model_type_details.name);
  const noInputs = 'Neither session has saved inputs yet.';
  return (
    <div className="space-y-4">
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">Session 1 revenue ({first})</dt>
          <dd className="text-xl font-semibold">{formatMoney(r.revenue_comparison.session1_revenue)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">Session 2 revenue ({second})</dt>
          <dd className="text-xl font-semibold">{formatMoney(r.revenue_comparison.session2_revenue)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-500">
            Difference
            {r.comparison_metrics.duration_difference !== 0 &&
              ` (session 2 runs ${formatCount(Math.abs(r.comparison_metrics.duration_difference), 'month')} ${r.comparison_metrics.duration_difference > 0 ? 'longer' : 'shorter'})`}
          </dt>
          <dd className="text-xl font-semibold">{formatMoney(r.revenue_comparison.difference)}</dd>
        </div>
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <TrendChart
          title="Revenue"
          data={r.charts_data.revenue_trend}
          empty={noInputs}
          series={[
            { key: 'session1', name: 'Session 1', color: '#4f46e5' },
            { key: 'session2', name: 'Session 2', color: '#f97316' },
          ]}
        />
        <TrendChart
          title="Profit"
          data={r.charts_data.profit_trend}
          empty={noInputs}
          series={[
            { key: 'session1', name: 'Session 1', color: '#16a34a' },
            { key: 'session2', name: 'Session 2', color: '#0ea5e9' },
          ]}
        />
      </div>
    </div>
  );
}
