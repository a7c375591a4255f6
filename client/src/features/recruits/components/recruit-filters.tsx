import type { FormEvent } from 'react';
import { Button, Field, Segmented, SelectField } from '@client/components/ui';
import { useDraft } from '@client/lib/use-changed';
import { PIPELINE_FILTER_STAGES, PIPELINE_PHASES, STATUS_LABELS } from '@shared/domain/recruit-status';
import type { RecruitOrdering } from '@shared/schemas/recruits';
import { EMPTY_FILTERS, type RecruitFilters as Filters } from '../pipeline-filters';

const OWNER_OPTIONS = [
  { value: 'mine', label: 'My recruits' },
  { value: 'all', label: 'All' },
] as const;

const STAGE_OPTIONS = [
  { value: '', label: 'All stages' },
  ...PIPELINE_FILTER_STAGES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];
/** Every order the list offers; the table's column headers choose among the same ones. */
const SORT_OPTIONS: { value: RecruitOrdering; label: string }[] = [
  { value: '-created_at', label: 'Date created (newest first)' },
  { value: 'created_at', label: 'Date created (oldest first)' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: '-name', label: 'Name (Z–A)' },
  { value: 'stage', label: 'Stage' },
  { value: '-stage', label: 'Stage (furthest first)' },
  { value: 'source', label: 'Source (A–Z)' },
  { value: '-source', label: 'Source (Z–A)' },
  { value: 'recruiter', label: 'Recruiter (A–Z)' },
  { value: '-recruiter', label: 'Recruiter (Z–A)' },
  { value: '-days_in_stage', label: 'Days in stage (most first)' },
  { value: 'days_in_stage', label: 'Days in stage (fewest first)' },
];

/**
 * My recruits or All, search, stage, source and sort. The owner choice applies at once. Text fields apply on Search (or Enter); the two dropdowns apply
 * at once, since a choice there is already a complete request.
 */
export function RecruitFilters({ filters, onApply, searching }: { filters: Filters; onApply: (f: Filters) => void; searching: boolean }) {
  // Filters applied from elsewhere reset the form too.
  const [draft, setDraft] = useDraft(filters, (f): Filters => ({ ...f }));

  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  const applyNow = (patch: Partial<Filters>) => {
    set(patch);
    onApply({ ...draft, ...patch });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ ...draft });
  };
  // Clearing keeps whose recruits are shown: it is a choice of list, not a filter typed in.
  const onClear = () => {
    setDraft({ ...EMPTY_FILTERS, owner: filters.owner });
    onApply({ ...EMPTY_FILTERS, owner: filters.owner });
  };

  return (
    <search aria-label="Filter recruits" className="block space-y-3">
      <Segmented legend="Whose recruits" options={OWNER_OPTIONS} value={draft.owner} onChange={(owner) => applyNow({ owner })} />
      <form
        onSubmit={onSubmit}
        className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1.2fr_auto]"
      >
        <Field
          label="Search"
          type="search"
          placeholder="Name, email or phone"
          value={draft.search}
          onChange={(e) => set({ search: e.target.value })}
        />
        <SelectField
          label="Stage"
          options={STAGE_OPTIONS}
          value={draft.status}
          onChange={(e) => applyNow({ status: e.target.value as Filters['status'], phase: '' })}
        />
        <Field label="Source" placeholder="e.g. referral" value={draft.source} onChange={(e) => set({ source: e.target.value })} />
        <SelectField
          label="Sort by"
          options={SORT_OPTIONS}
          value={draft.sort}
          onChange={(e) => applyNow({ sort: e.target.value as RecruitOrdering })}
        />
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit" loading={searching} loadingText="Searching..." className="flex-1 lg:flex-none">
            Search
          </Button>
          <Button variant="outline" onClick={onClear} className="flex-1 lg:flex-none">
            Clear Filters
          </Button>
        </div>
      </form>
      {filters.phase && !filters.status && (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
          <span className="rounded-full bg-indigo-50 px-3 py-1 font-medium text-indigo-800">
            Phase: {PIPELINE_PHASES.find((p) => p.key === filters.phase)?.label}
          </span>
          <Button variant="link" onClick={() => applyNow({ phase: '' })}>
            Show all phases
          </Button>
        </p>
      )}
    </search>
  );
}
