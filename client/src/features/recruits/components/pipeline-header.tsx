import { Button } from '@client/components/ui';
import type { useRecruitList } from '../queries';

/** Title, the two counters (recruits loaded, onboarded among them) and the Create Recruit button. */
export function PipelineHeader({ list, onCreate }: { list: ReturnType<typeof useRecruitList>; onCreate: () => void }) {
  const recruits = list.data?.pages.flatMap((p) => p.results) ?? [];
  const count = list.data?.pages[0]?.count ?? 0;
  const loaded = list.isSuccess;
  const onboarded = recruits.filter((r) => r.status === 'onboarded').length;
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Recruit Pipeline</h1>
        <p className="mt-1 text-sm text-slate-600">Create recruits and move them through each stage.</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Counter label="Total Recruits" value={recruits.length} hint={loaded && count > recruits.length ? `of ${count}` : undefined} />
        <Counter label="Onboarded" value={onboarded} />
        <Button
          onClick={onCreate}
          icon={
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
              <path d="M10.75 4.75a.75.75 0 0 0-1.5 0v4.5h-4.5a.75.75 0 0 0 0 1.5h4.5v4.5a.75.75 0 0 0 1.5 0v-4.5h4.5a.75.75 0 0 0 0-1.5h-4.5v-4.5Z" />
            </svg>
          }
        >
          Create Recruit
        </Button>
      </div>
    </header>
  );
}

function Counter({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div
      className="rounded-lg border border-slate-200 bg-white px-4 py-2 shadow-sm"
      data-testid={`counter-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className="text-lg font-semibold text-slate-900">
        {value}
        {hint && <span className="ml-1 text-xs font-normal text-slate-500">{hint}</span>}
      </p>
    </div>
  );
}
