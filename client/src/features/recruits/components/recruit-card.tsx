import { cx } from '@client/components/ui';
import { formatDate, initials } from '@shared/format';
import { RECRUITING_SOURCES } from '@shared/domain/recruiting-sources';
import type { Recruit } from '@shared/schemas/recruits';
import { StageBadge } from './stage-badge';
import { StageProgress } from './stage-progress';
import { RowCheckbox, type Selection } from './bulk/selection';

export const sourceLabel = (source: string) => RECRUITING_SOURCES[source as keyof typeof RECRUITING_SOURCES] ?? source;

/** One recruit in the pipeline list; the name button stretches over the card so any click opens it. */
export function RecruitCard({
  recruit,
  onOpen,
  selection,
}: {
  recruit: Recruit;
  onOpen: (recruit: Recruit) => void;
  selection?: Selection;
}) {
  const name = `${recruit.first_name} ${recruit.last_name}`;
  return (
    <article
      data-testid="recruit-card"
      className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition focus-within:ring-2 focus-within:ring-indigo-300 hover:border-indigo-300 hover:shadow-md sm:p-5"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        {selection && (
          // Above the name button's stretched area, so ticking does not open the recruit.
          <span className="relative z-10 pt-3">
            <RowCheckbox recruit={recruit} selection={selection} />
          </span>
        )}
        <span
          aria-hidden="true"
          // On a phone the selection checkbox takes the avatar's place.
          className={cx(
            'bg-brand-gradient size-11 shrink-0 place-items-center rounded-full text-sm font-semibold text-white',
            selection ? 'hidden sm:grid' : 'grid',
          )}
        >
          {initials(recruit.first_name, recruit.last_name)}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="truncate text-base font-semibold text-slate-900">
                <button
                  type="button"
                  onClick={() => onOpen(recruit)}
                  className="text-left after:absolute after:inset-0 after:rounded-xl focus:outline-none"
                >
                  {name}
                </button>
              </h3>
              <p className="truncate text-sm text-slate-600">{recruit.email}</p>
            </div>
            <StageBadge status={recruit.status} />
          </div>

          <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 xl:grid-cols-3">
            <Item label="Phone" value={recruit.phone} />
            <Item label="States" value={recruit.states_licensed.join(', ') || 'N/A'} />
            <Item label="Source" value={sourceLabel(recruit.recruiting_source)} />
            <Item label="Created" value={formatDate(recruit.created_at)} />
            <Item label="Recruiter" value={recruit.recruiter_name || 'Unassigned'} />
            {recruit.nmls_id && <Item label="NMLS" value={recruit.nmls_id} />}
          </dl>

          <div className="mt-4">
            <StageProgress status={recruit.status} />
          </div>

          {recruit.notes && <p className="mt-3 line-clamp-2 text-sm text-slate-600 italic">{recruit.notes}</p>}
        </div>
      </div>
    </article>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-1.5">
      <dt className="shrink-0 text-slate-500">{label}:</dt>
      <dd className="truncate text-slate-800">{value}</dd>
    </div>
  );
}
