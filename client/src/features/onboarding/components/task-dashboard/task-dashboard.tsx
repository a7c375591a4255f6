import { useState } from 'react';
import { Button, EmptyState, ErrorState, PageSpinner, Tabs } from '@client/components/ui';
import { EMPTY_FILTERS, type TaskFilters, useTaskActions, useTaskDashboard } from '../../api/tasks';
import { DepartmentSummaryCards } from './department-summary-cards';
import { SummaryTiles } from './summary-tiles';
import { TaskFiltersBar } from './task-filters';
import { TaskRow } from './task-row';

interface TaskDashboardProps {
  /** Limits the dashboard to one recruit's tasks. */
  recruitId?: string;
}

/**
 * The recruiter's task management dashboard (docs/spec/doc3.md §2.6): used by /dashboard/tasks (pages/tasks-page.tsx)
 * and by the All Tasks tab of /dashboard/onboarding.
 */
export function TaskDashboard({ recruitId }: TaskDashboardProps) {
  const [filters, setFilters] = useState<TaskFilters>({ ...EMPTY_FILTERS, recruit: recruitId });
  const [tab, setTab] = useState('all');
  const { tasks, total, hasMore, overview, error, loading, loadingMore, reload, loadMore } = useTaskDashboard(filters);
  const { busyId, setStatus, complete } = useTaskActions();
  const departments = overview?.departments ?? [];

  const list =
    tasks === null && loading ? (
      <PageSpinner label="Loading tasks..." />
    ) : error && tasks === null ? (
      <ErrorState message={error} onRetry={() => void reload()} />
    ) : tasks && tasks.length === 0 ? (
      <EmptyState title="No tasks found" description="Tasks appear here once an onboarding request is approved." />
    ) : (
      <>
        {tasks && total > tasks.length && <p className="text-sm text-slate-600">{`Showing ${tasks.length} of ${total} tasks`}</p>}
        <ul className="space-y-3" aria-busy={loading || undefined}>
          {tasks?.map((task) => (
            <li key={task.id}>
              <TaskRow task={task} busy={busyId === task.id} onStatus={setStatus} onComplete={complete} />
            </li>
          ))}
        </ul>
        {hasMore && (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => void loadMore()} loading={loadingMore} loadingText="Loading..." disabled={loading}>
              Load more
            </Button>
          </div>
        )}
      </>
    );

  return (
    <div className="space-y-5">
      <SummaryTiles summary={overview?.summary ?? null} />
      <Tabs
        selectedKey={tab}
        onChange={setTab}
        tabs={[
          {
            key: 'all',
            label: 'All Tasks',
            content: (
              <div className="space-y-4">
                <TaskFiltersBar filters={filters} departments={departments} onChange={setFilters} />
                {list}
              </div>
            ),
          },
          {
            key: 'departments',
            label: 'By Department',
            badge: departments.length,
            content: (
              <DepartmentSummaryCards
                departments={departments}
                onViewTasks={(id) => {
                  setFilters((f) => ({ ...f, department: String(id) }));
                  setTab('all');
                }}
              />
            ),
          },
          {
            key: 'templates',
            label: 'Templates',
            content: (
              <EmptyState
                title="Task Templates"
                description="Templates define the tasks each department receives when onboarding is approved."
                action={<Button variant="outline">Manage Templates</Button>}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
