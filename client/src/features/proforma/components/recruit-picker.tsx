import { useState } from 'react';
import { Field } from '@client/components/ui';
import { useDebounced } from '@client/lib/use-debounced';
import { STATUS_LABELS } from '@shared/domain/recruit-status';
import { useRecruitSearch } from '../api/recruits';

const PICKER_LIMIT = 10;

/** The Proforma screen's recruit: a search among recruits with discovery access, and the one picked. */
export function RecruitPicker({ recruitName, onPick }: { recruitName: string | null; onPick: (id: number) => void }) {
  const [text, setText] = useState('');
  const term = useDebounced(text.trim(), 300);
  const matches = useRecruitSearch(term);
  const list = (matches.data ?? []).slice(0, PICKER_LIMIT);
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label="Recruit">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Recruit"
          placeholder="Search recruits with discovery access"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-w-64 flex-1"
        />
        {recruitName && (
          // py-2: the line sits level with the text of the search box beside it.
          <p className="py-2 text-sm text-slate-700">
            Selected: <strong>{recruitName}</strong>
          </p>
        )}
      </div>
      {term &&
        matches.isSuccess &&
        (list.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No recruits with discovery access match "{term}".</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200">
            {list.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  className="w-full px-3 py-2 text-left text-sm hover:bg-indigo-50"
                  onClick={() => {
                    onPick(r.id);
                    setText('');
                  }}
                >
                  {r.first_name} {r.last_name}{' '}
                  <span className="text-slate-500">
                    · {r.email} · {STATUS_LABELS[r.status]}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
