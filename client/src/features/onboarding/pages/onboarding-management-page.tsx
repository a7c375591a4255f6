import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { hrefs } from '@client/config/paths';
import { TaskDashboard } from '../components/task-dashboard/task-dashboard';
import { EmptyState, Tabs } from '@client/components/ui';
import { useOnboardingData } from '../api/overview';
import type { RequestFilter } from '../api/requests';
import { LOAD_FAILED } from '../api/setup';
import { RequestsTab } from '../components/requests/requests-tab';
import { DepartmentsTab } from '../components/setup/departments-tab';

/** /dashboard/onboarding — requests, all tasks, departments and analytics (docs/spec/doc3.md §2.3). */
export default function OnboardingManagementPage() {
  const recruitParam = new URLSearchParams(useSearch()).get('recruit');
  const recruitId = recruitParam && /^\d+$/.test(recruitParam) ? Number(recruitParam) : undefined;
  return <OnboardingManagement recruitId={recruitId} />;
}

interface Props {
  /** Limits the screen to one recruit. */
  recruitId?: number;
  /** Shown inside Recruit Details (composed by app/): no page heading, no "Show all". */
  embedded?: boolean;
}

/** The screen itself, for the route above and for the Onboarding tab of Recruit Details. */
export function OnboardingManagement({ recruitId: recruitNumber, embedded = false }: Props) {
  const recruitId = recruitNumber === undefined ? undefined : String(recruitNumber);
  const [tab, setTab] = useState('requests');
  const [filter, setFilter] = useState<RequestFilter>({ status: 'all', search: '', recruit: recruitId });
  const overview = useOnboardingData(filter);
  const data = overview.data ?? null;
  const loading = overview.isFetching;
  const error = overview.isError ? LOAD_FAILED : null;

  return (
    <section className="space-y-4">
      <header className={embedded ? 'sr-only' : 'flex flex-wrap items-end justify-between gap-3'}>
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Onboarding Management</h1>
          <p className="mt-1 text-sm text-slate-600">Requests, tasks, departments and task templates.</p>
        </div>
        {recruitId && !embedded && (
          <p className="flex items-center gap-2 rounded-lg bg-indigo-50 px-3 py-1.5 text-sm text-indigo-800">
            Showing one recruit
            <Link href={hrefs.onboarding()} className="font-medium underline">
              Show all
            </Link>
          </p>
        )}
      </header>
      <Tabs
        selectedKey={tab}
        onChange={setTab}
        tabs={[
          {
            key: 'requests',
            label: 'Requests',
            content: (
              <RequestsTab
                data={data}
                loading={loading}
                error={error}
                filter={filter}
                onFilter={setFilter}
                recruitId={recruitId ? Number(recruitId) : null}
              />
            ),
          },
          { key: 'tasks', label: embedded ? 'Tasks' : 'All Tasks', content: <TaskDashboard recruitId={recruitId} /> },
          // One recruit's view inside Recruit Details has only that recruit's requests and tasks: the
          // company's departments and analytics stay on the page itself.
          ...(embedded
            ? []
            : [
                {
                  key: 'departments',
                  label: 'Departments',
                  content: <DepartmentsTab data={data} loading={loading} error={error} />,
                },
                {
                  key: 'analytics',
                  label: 'Analytics',
                  content: <EmptyState title="Coming Soon" description="Onboarding analytics are on their way." />,
                },
              ]),
        ]}
      />
    </section>
  );
}
