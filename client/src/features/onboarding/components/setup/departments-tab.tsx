import { ErrorState, PageSpinner, Tabs } from '@client/components/ui';
import { useRefreshOnboarding } from '../../api/onboarding-keys';
import type { OnboardingData } from '../../api/overview';
import { DepartmentsPanel } from './departments-panel';
import { TemplatesPanel } from './templates-panel';

interface Props {
  data: OnboardingData | null;
  loading: boolean;
  error: string | null;
}

/** Department & Template Management (docs/spec/doc3.md §2.5): two sub-tabs with counts. */
export function DepartmentsTab({ data, loading, error }: Props) {
  const refresh = useRefreshOnboarding();
  if (!data) {
    if (loading || !error) return <PageSpinner label="Loading departments..." />;
    return <ErrorState message={error} onRetry={() => void refresh()} />;
  }
  return (
    <section aria-labelledby="setup-heading" className="space-y-3">
      <h2 id="setup-heading" className="text-lg font-semibold text-slate-900">
        Department & Template Management
      </h2>
      <Tabs
        defaultKey="departments"
        tabs={[
          {
            key: 'departments',
            label: 'Departments',
            badge: data.departments.length,
            content: <DepartmentsPanel departments={data.departments} />,
          },
          {
            key: 'templates',
            label: 'Task Templates',
            badge: data.templates.length,
            content: <TemplatesPanel templates={data.templates} workstreams={data.workstreams} departments={data.departments} />,
          },
        ]}
      />
    </section>
  );
}
