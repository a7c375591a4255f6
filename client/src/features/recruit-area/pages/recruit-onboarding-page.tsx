import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { OnboardingProcess } from '@shared/schemas/onboarding-responses';
import { paths } from '@client/config/paths';
import { Button, PageSpinner } from '@client/components/ui';
import { ApiError } from '@client/lib/api';
import { navigate } from 'wouter/use-browser-location';
import { ProcessOverview } from '../components/onboarding/process-overview';
import { ProcessTaskList } from '../components/onboarding/process-task-list';
import { fetchOwnProcesses } from '../onboarding-api';

const NO_PROCESS = 'No onboarding process found. Please contact your recruiter.';

type State = { kind: 'loading' } | { kind: 'ready'; process: OnboardingProcess } | { kind: 'none' } | { kind: 'failed'; detail: string };

/** /recruit/onboarding — the recruit's own onboarding process (docs/spec/doc2.md "Recruit onboarding progress page"). */
export default function RecruitOnboardingPage() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const [process] = await fetchOwnProcesses();
      setState(process ? { kind: 'ready', process } : { kind: 'none' });
    } catch (err) {
      console.warn('Failed to load onboarding progress', err);
      setState({ kind: 'failed', detail: err instanceof ApiError && err.fromServer ? err.message : '' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const back = (
    <Link href={paths.recruitDashboard} className="text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline">
      ← Back to Dashboard
    </Link>
  );

  if (state.kind === 'loading') return <PageSpinner label="Loading onboarding progress..." />;
  if (state.kind === 'none' || state.kind === 'failed') {
    const failed = state.kind === 'failed';
    return (
      <section role="alert" className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
        <h1 className="text-lg font-semibold text-slate-900">{failed ? 'Failed to load onboarding progress' : NO_PROCESS}</h1>
        {failed && state.detail && <p className="mt-1 text-sm text-slate-600">{state.detail}</p>}
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {failed && <Button onClick={() => void load()}>Try Again</Button>}
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
      <ProcessOverview process={state.process} />
      <ProcessTaskList tasks={state.process.tasks} />
      <div>{back}</div>
    </div>
  );
}
