import { useState } from 'react';
import { useParams, useSearch } from 'wouter';
import { Button, EmptyState, PageSpinner } from '@client/components/ui';
import { useSession } from '@client/lib/session';
import { dashboardError, type DepartmentFilters, useDepartmentDashboard, useDepartmentTaskActions } from '../api/token-links';
import { DepartmentTaskCard } from '../components/links/department-task-card';
import { MessageCard, PublicShell } from '../components/links/public-shell';
import { SummaryTiles } from '../components/task-dashboard/summary-tiles';
import { StatusPriorityFields } from '../components/task-dashboard/task-filters';

/** /onboarding/department/{id} — a department's tasks, by its link key or for a signed-in recruiter (docs/spec/doc3.md §2.8). */
export default function DepartmentDashboardPage() {
  const { id = '' } = useParams<{ id: string }>();
  const key = new URLSearchParams(useSearch()).get('key');
  const { user } = useSession();
  const access = { id, key, bearer: user?.type === 'recruiter' };
  const [filters, setFilters] = useState<DepartmentFilters>({ status: 'all', priority: 'all' });
  const dashboard = useDepartmentDashboard(access, filters);
  const { data, isFetching: loading } = dashboard;
  const error = dashboard.error ? dashboardError(dashboard.error) : null;
  const { busyId, setStatus } = useDepartmentTaskActions(access);
  const title = `${data?.department.name ?? 'Department'} Dashboard`;

  if (!data) {
    return (
      <PublicShell title={title} wide>
        {loading && !error ? (
          <PageSpinner label="Loading dashboard..." />
        ) : (
          <MessageCard title="Dashboard Error">
            <p>{error ?? 'Failed to load dashboard'}</p>
            <Button variant="outline" className="mt-4" onClick={() => void dashboard.refetch()}>
              Try Again
            </Button>
          </MessageCard>
        )}
      </PublicShell>
    );
  }

  const { department, summary, tasks } = data;
  return (
    <PublicShell title={title} wide>
      <header className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">{department.name}</h1>
        {department.description && <p className="mt-1 text-slate-600">{department.description}</p>}
        <p className="mt-1 text-sm break-all text-slate-500">{department.email}</p>
      </header>
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <SummaryTiles summary={summary} />
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <StatusPriorityFields filters={filters} onChange={setFilters} />
      </div>
      <section aria-labelledby="department-tasks" aria-busy={loading || undefined}>
        <h2 id="department-tasks" className="mb-3 text-lg font-semibold text-slate-900">{`Tasks (${tasks.length})`}</h2>
        {tasks.length === 0 ? (
          <EmptyState title="No tasks found with current filters" />
        ) : (
          <ul className="space-y-3">
            {tasks.map((task) => (
              <li key={task.id}>
                <DepartmentTaskCard task={task} busy={busyId === task.id} onStatus={(s) => void setStatus(task, s)} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PublicShell>
  );
}
