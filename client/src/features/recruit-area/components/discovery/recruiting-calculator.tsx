import type { FormEvent } from 'react';
import { Button, NumberField, PageSpinner, SelectField, TableFrame } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { formatCount, formatMoney, formatNumber } from '@shared/format';
import { useDraft } from '@client/lib/use-changed';
import {
  COMPENSATION_STRUCTURES,
  DEFAULT_RECRUITING_GOALS,
  projectedQuarters,
  projectRecruitingGoals,
  recruitsJoined,
  type RecruitingGoalsInput,
  TIMEFRAME_MONTHS,
} from '@shared/calc/recruiting-goals';
import type { RecruitingGoals } from '@shared/schemas/recruiting-goals';
import type { Scenario } from '@shared/schemas/scenarios';
import { useRecruitingGoals, useSaveRecruitingGoals } from '../../api/recruiting-goals';
import { Figure } from './figure';
import { LockedNote } from './locked-note';

const STRUCTURE_LABELS: Record<RecruitingGoalsInput['compensation_structure'], string> = {
  commission: 'Commission',
  salary_plus: 'Salary plus commission',
  draw_plus: 'Draw plus commission',
};
/** The goals' plain number fields (the override rates are a nested object). */
type AmountKey = { [K in keyof RecruitingGoalsInput]: RecruitingGoalsInput[K] extends number ? K : never }[keyof RecruitingGoalsInput];

/** The monthly table's columns after Month. */
const AMOUNT_COLUMNS = ['Personal income', 'Override income', 'Total income', 'Recruits'];

// doc2 §5: goals, salary and draw are whole numbers, rates decimals; blank is 0.
/** The form's fields of saved goals (the answer's id, projection and dates are not sent back), or the defaults. */
const inputsOf = (g: RecruitingGoals | null): RecruitingGoalsInput =>
  g
    ? (Object.fromEntries(
        Object.keys(DEFAULT_RECRUITING_GOALS).map((k) => [k, g[k as keyof RecruitingGoalsInput]]),
      ) as RecruitingGoalsInput)
    : { ...DEFAULT_RECRUITING_GOALS };

/** The recruiting goals calculator (docs/spec/doc2.md §3, §9): targets, the 12-month table and the quarters, saved to the active scenario. */
export function RecruitingCalculator({ recruitId, scenario }: { recruitId: number; scenario: Scenario }) {
  const goals = useRecruitingGoals(scenario.id);
  if (goals.isPending) return <PageSpinner label="Loading recruiting goals..." />;
  return <GoalsForm key={scenario.id} recruitId={recruitId} scenario={scenario} saved={goals.data ?? null} />;
}

function GoalsForm({ recruitId, scenario, saved }: { recruitId: number; scenario: Scenario; saved: RecruitingGoals | null }) {
  const [draft, setDraft] = useDraft(saved, inputsOf);
  const set = (patch: Partial<RecruitingGoalsInput>) => setDraft((d) => ({ ...d, ...patch }));
  const projection = projectRecruitingGoals(draft);
  const save = useSaveRecruitingGoals(recruitId, scenario, saved);
  const errors = save.error ? fieldErrors(save.error) : {};
  // A blank number field is 0 (doc2 §5).
  const amount = (key: AmountKey) => ({
    value: draft[key],
    error: errors[key],
    onValueChange: (v: number | null) => set({ [key]: v ?? 0 }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(draft);
  };
  return (
    <div className="space-y-6">
      <form onSubmit={submit} aria-label="Recruiting goals" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <NumberField label="Target annual recruits" decimals={0} {...amount('target_annual_recruits')} />
        <NumberField label="Average recruit production ($)" decimals={0} {...amount('avg_recruit_production')} />
        <NumberField label="Personal production goal ($)" decimals={0} {...amount('personal_production_goal')} />
        <SelectField
          label="Compensation structure"
          options={COMPENSATION_STRUCTURES.map((c) => ({ value: c, label: STRUCTURE_LABELS[c] }))}
          value={draft.compensation_structure}
          onChange={(e) => set({ compensation_structure: e.target.value as RecruitingGoalsInput['compensation_structure'] })}
        />
        <NumberField label="Commission rate (%)" decimals={3} step={0.01} {...amount('commission_rate')} />
        {draft.compensation_structure === 'salary_plus' && (
          <NumberField label="Base salary ($ a year)" decimals={0} {...amount('base_salary')} />
        )}
        {draft.compensation_structure === 'draw_plus' && (
          <NumberField label="Draw amount ($ a month)" decimals={0} {...amount('draw_amount')} />
        )}
        {(['level_1', 'level_2', 'level_3'] as const).map((level, i) => (
          <NumberField
            key={level}
            label={`Level ${i + 1} override (%)`}
            decimals={3}
            step={0.01}
            value={draft.override_rates[level]}
            onValueChange={(v) => set({ override_rates: { ...draft.override_rates, [level]: v ?? 0 } })}
          />
        ))}
        <SelectField
          label="Timeframe"
          options={TIMEFRAME_MONTHS.map((m) => ({ value: String(m), label: `${m} months` }))}
          value={String(draft.target_timeframe_months)}
          onChange={(e) => set({ target_timeframe_months: Number(e.target.value) })}
        />
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            Save Goals
          </Button>
          <LockedNote scenario={scenario} />
        </div>
      </form>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Projection">
        <Figure label="Projected annual income" value={formatMoney(projection.projected_annual_income)} />
        <Figure label="Total recruits" value={formatCount(recruitsJoined(projection.year_end_projections.total_recruits), 'recruit')} />
        <Figure label="Total production" value={formatMoney(projection.year_end_projections.total_production)} />
        <Figure label="Average monthly income" value={formatMoney(projection.year_end_projections.average_monthly_income)} />
      </dl>

      <section aria-label="Quarterly trajectory" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {projectedQuarters(projection, draft.target_timeframe_months).map((q) => (
          <div key={q.quarter} className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
            <p className="font-semibold text-slate-900">Quarter {q.quarter}</p>
            <p className="text-slate-700">{formatCount(q.recruits, 'recruit')} on average</p>
            <p className="text-slate-700">{formatMoney(q.income)} income</p>
          </div>
        ))}
      </section>

      <TableFrame label="Monthly projection">
        <table className="w-full min-w-[36rem] text-right text-sm" aria-label="Monthly projection">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2 text-left">
                Month
              </th>
              {AMOUNT_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-4 py-2">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {projection.monthly_breakdown.map((m) => (
              <tr key={m.month}>
                <td className="px-4 py-2 text-left text-slate-900">{m.month_name}</td>
                <td className="px-4 py-2">{formatMoney(m.personal_income)}</td>
                <td className="px-4 py-2">{formatMoney(m.override_income)}</td>
                <td className="px-4 py-2 font-medium text-slate-900">{formatMoney(m.total_income)}</td>
                <td className="px-4 py-2">{formatNumber(recruitsJoined(m.cumulative_recruits))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </div>
  );
}
