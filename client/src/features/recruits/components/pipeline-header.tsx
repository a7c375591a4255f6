import { Button, Segmented } from '@client/components/ui';
import type { PipelineView } from '../pipeline-view';

type Props = {
  /** Every recruit, from the server's figures (null while loading): the same number as the Overview's. */
  total: number | null;
  /** Recruits matching the filters, from the list's count; undefined when no filter is set (null while loading). */
  matching?: number | null;
  /** Onboarded recruits overall, from the server's figures (null while loading). */
  onboarded: number | null;
  view: PipelineView;
  onView: (view: PipelineView) => void;
  onCreate: () => void;
  onImport: () => void;
  /** Downloads the recruits of the current filters as CSV. */
  onExport: () => void;
  exporting: boolean;
};

const VIEW_OPTIONS = [
  { value: 'cards', label: 'Cards' },
  { value: 'table', label: 'Table' },
] as const;

/** Title, the counters, the view switch, Import CSV, Export CSV (the current filters) and Create Recruit. */
export function PipelineHeader({ total, matching, onboarded, view, onView, onCreate, onImport, onExport, exporting }: Props) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Recruit Pipeline</h1>
        <p className="mt-1 text-sm text-slate-600">Create recruits and move them through each stage.</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Counter label="Total Recruits" value={total} />
        {matching !== undefined && <Counter label="Matching" value={matching} />}
        <Counter label="Onboarded" value={onboarded} />
        <Segmented legend="View" options={VIEW_OPTIONS} value={view} onChange={onView} />
        <Button variant="outline" onClick={onImport}>
          Import CSV
        </Button>
        <Button variant="outline" onClick={onExport} loading={exporting} loadingText="Exporting...">
          Export CSV
        </Button>
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

function Counter({ label, value }: { label: string; value: number | null }) {
  return (
    <div
      className="rounded-lg border border-slate-200 bg-white px-4 py-2 shadow-sm"
      data-testid={`counter-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <p className="text-xs font-medium text-slate-600">{label}</p>
      <p className="text-lg font-semibold text-slate-900">{value ?? '–'}</p>
    </div>
  );
}
