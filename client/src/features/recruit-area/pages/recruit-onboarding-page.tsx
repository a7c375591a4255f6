import { Link } from 'wouter';
import { paths } from '@client/config/paths';
import { Button, PageSpinner } from '@client/components/ui';
import { ApiError } from '@client/lib/api';
import { navigate } from 'wouter/use-browser-location';
import { ProcessOverview } from '../components/onboarding/process-overview';
import { ProcessTaskList } from '../components/onboarding/process-task-list';
import { useOwnProcesses } from '../api/onboarding';

const NO_PROCESS = 'No onboarding process found. Please contact your recruiter.';

/** /recruit/onboarding — the recruit's own onboarding process (docs/spec/doc2.md "Recruit onboarding progress page"). */
export default function RecruitOnboardingPage() {
  const processes = useOwnProcesses();

  const back = (
    <Link href={paths.recruitDashboard} className="text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline">
      ← Back to Dashboard
    </Link>
  );

  if (processes.isPending) return <PageSpinner label="Loading onboarding progress..." />;
  const process = processes.data?.[0];
  if (!process) {
    const failed = processes.isError;
    const detail = processes.error instanceof ApiError && processes.error.fromServer ? processes.error.message : '';
    return (
      <section role="alert" className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-lg font-semibold text-slate-900">{failed ? 'Failed to load onboarding progress' : NO_PROCESS}</h1>
        {failed && detail && <p className="mt-1 text-sm text-slate-600">{detail}</p>}
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {failed && (
            <Button onClick={() => void processes.refetch()} loading={processes.isFetching}>
              Try Again
            </Button>
          )}
          <Button variant="outline" onClick={() => navigate(paths.recruitDashboard)}>
            Back to Dashboard
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Onboarding Progress</h1>
        {back}
      </div>
      <ProcessOverview process={process} />
      <ProcessTaskList tasks={process.tasks} />
      <div>{back}</div>
    </div>
  );
}
