import { useMemo, useState } from 'react';
import { STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status';
import { NO_ELIGIBLE_RECRUITS } from '@shared/domain/onboarding';
import type { OnboardingReadyRecruit } from '@shared/schemas/recruit-responses';
import { controlClass, cx } from '@client/components/ui';

interface Props {
  recruits: OnboardingReadyRecruit[];
  value: number | null;
  onChange: (id: number) => void;
}

const nameOf = (r: OnboardingReadyRecruit) => `${r.first_name} ${r.last_name}`.trim();

/** The required Recruit choice: a searchable radio list showing name, email and status. */
export function RecruitPicker({ recruits, value, onChange }: Props) {
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return recruits;
    return recruits.filter((r) => `${nameOf(r)} ${r.email}`.toLowerCase().includes(q));
  }, [recruits, query]);

  return (
    <fieldset>
      <legend className="mb-1.5 flex items-baseline gap-0.5 text-sm font-medium text-slate-700">
        Recruit
        <span className="text-red-600" aria-hidden="true">
          *
        </span>
      </legend>
      {recruits.length === 0 ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">{NO_ELIGIBLE_RECRUITS}</p>
      ) : (
        <>
          {recruits.length > 5 && (
            <input
              type="search"
              aria-label="Search recruits"
              placeholder="Search by name or email"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              className={cx(controlClass(false), 'mb-2')}
            />
          )}
          <div className="max-h-56 overflow-y-auto rounded-lg border border-slate-200">
            {shown.length === 0 && <p className="px-3 py-2 text-sm text-slate-500">No recruits match your search.</p>}
            {shown.map((r) => (
              <label
                key={r.id}
                className={cx(
                  'flex cursor-pointer items-start gap-3 border-b border-slate-100 px-3 py-2 last:border-b-0',
                  value === r.id ? 'bg-indigo-50' : 'hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name="onboarding-recruit"
                  className="mt-1 size-4 accent-indigo-600"
                  checked={value === r.id}
                  onChange={() => onChange(r.id)}
                  aria-label={`${nameOf(r)} (${r.email})`}
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-medium text-slate-900">{nameOf(r)}</span>
                  <span className="block break-all text-slate-600">{r.email}</span>
                  <span className="block text-xs text-slate-500">{STATUS_LABELS[r.status as RecruitStatus] ?? r.status}</span>
                </span>
              </label>
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}
