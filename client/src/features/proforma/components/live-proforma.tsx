import type { ReactNode } from 'react';
import { Button, NumberField, SelectField, textFromNumber } from '@client/components/ui';

const FLAG_OPTIONS = [
  { value: '', label: 'Not set' },
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];
import { isRoomFull, ROOM_FULL_TITLE } from '@client/lib/collab';
import { checkWith } from '@client/lib/forms';
import { formatMoney, formatNumber, formatPercent, PERCENT_DECIMALS } from '@shared/format';
import { calculateProforma, computedInputs, type ProformaValues } from '@shared/calc/proforma';
import { EDITABLE_PROFORMA_FIELDS, proformaInputs } from '@shared/collab/proforma-doc';
import { INPUT_CATEGORIES, INPUT_FIELDS, type InputFieldName, type InputUnit } from '@shared/domain/proforma';
import { SaveInputsBody } from '@shared/schemas/proforma';
import type { DefaultSource, ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { useLiveSession, useSaveInputs } from '../api/live';
import { useProformaRoom } from '../hooks/use-proforma-room';
import { RevenueAndProfitCharts } from './proforma-charts';

const REVENUE_LINES = [
  { key: 'revenue', name: 'Revenue' },
  { key: 'expenses', name: 'Expenses' },
] as const;
const PROFIT_LINES = [
  { key: 'profit', name: 'Monthly profit' },
  { key: 'cumulative_profit', name: 'Cumulative profit' },
] as const;

const CATEGORY_LABELS: Record<(typeof INPUT_CATEGORIES)[number], string> = {
  production: 'Production',
  margins: 'Margins',
  recruiting: 'Recruiting',
  operations: 'Operations',
  expenses: 'Expenses',
  setup: 'Setup',
};

/** How an input reads while nobody edits it; empty shows the starting value's placeholder. */
const IDLE_FORMAT: Record<InputUnit, (v: number | null) => string> = {
  dollars: (v) => formatMoney(v, { fallback: '' }),
  percentage: (v) => formatPercent(v, PERCENT_DECIMALS.margin, ''),
  units: (v) => formatNumber(v, 2, ''),
};

const SOURCE_HINTS: Record<DefaultSource, string> = {
  clearview: 'From the recruit’s ClearView until someone types',
  standard: 'Standard starting value until someone types',
  pre_session: 'From the pre-session notes until someone types',
};

/**
 * The live proforma (docs/proforma.md, "Live room"): the six input categories bound to the room,
 * the calculation worked out on each side from the same inputs, the summary and the two charts. An
 * input nobody typed shows its starting value (the recruit's ClearView, else doc2 §9's defaults)
 * as a placeholder, and the figures use it. The recruiter edits and saves; the recruit's view is
 * read-only (the server drops its writes anyway). `toolbar` gets the values shown, so a completion
 * can store them first.
 */
export function LiveProforma({
  session,
  editable,
  toolbar,
}: {
  session: ProformaSessionItem;
  editable: boolean;
  toolbar?: (shown: Record<string, number>) => ReactNode;
}) {
  // `refusal`: why the room refused us (e.g. it is full), shown where the presence line would be.
  const { doc, others, typed, refusal } = useProformaRoom(session.token);
  const starting = useLiveSession(session.token).data?.defaults;
  // What the screen shows and computes with: the typed values over the starting ones.
  const values: ProformaValues = { ...(starting?.values ?? {}), ...typed };
  const duration = session.model_type_details.duration_months;
  const calc = calculateProforma(values, duration);
  const computed = computedInputs(values);
  const readOnly = !editable || session.status === 'completed';
  const shownValues = values as Record<string, number>;
  const save = useSaveInputs();
  // The save's own schema, as the typing goes: a yes/no field other than 1 or 0 is shown and never sent.
  const invalid = checkWith(SaveInputsBody, { inputs: shownValues }).errors ?? {};
  const setValue = (f: InputFieldName, raw: string) => {
    if (!doc) return;
    const map = proformaInputs(doc);
    if (raw.trim() === '') map.delete(f);
    else if (Number.isFinite(Number(raw))) map.set(f, Number(raw));
  };

  return (
    <div className="space-y-5" data-testid="live-proforma">
      {toolbar?.(shownValues)}
      {refusal ? (
        <p role="alert" className="text-sm text-red-700">
          {isRoomFull(refusal) ? `${ROOM_FULL_TITLE}. ` : ''}
          {refusal.reason || 'The live session is not available'}
        </p>
      ) : !doc ? (
        <p className="text-sm text-slate-500">Connecting to the live session…</p>
      ) : (
        <p className="text-sm text-slate-600" data-testid="proforma-presence">
          {others.length === 0 ? 'Nobody else is here yet.' : `Also here: ${others.map((o) => `${o.name} (${o.role})`).join(', ')}`}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {INPUT_CATEGORIES.map((cat) => (
          <fieldset key={cat} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <legend className="px-1 text-sm font-semibold text-slate-900">{CATEGORY_LABELS[cat]}</legend>
            {(Object.keys(INPUT_FIELDS) as InputFieldName[])
              .filter((f) => INPUT_FIELDS[f].category === cat)
              .map((f) => {
                const spec = INPUT_FIELDS[f] as { unit: InputUnit; description: string; computed?: boolean; flag?: boolean };
                const isComputed = !(EDITABLE_PROFORMA_FIELDS as readonly string[]).includes(f);
                const shown = isComputed
                  ? f === 'monthly_volume'
                    ? computed.monthly_volume
                    : computed.margin_percentage
                  : (typed[f] ?? null);
                const source = !isComputed && typed[f] === undefined ? starting?.from[f] : undefined;
                // A yes/no input is stored as 1 or 0 (doc2 §3) and chosen as Yes or No.
                if (spec.flag)
                  return (
                    <SelectField
                      key={f}
                      label={spec.description}
                      value={shown === null ? '' : String(shown)}
                      options={FLAG_OPTIONS}
                      error={invalid[`inputs.${f}`]}
                      disabled={readOnly || !doc}
                      onChange={(e) => setValue(f, e.target.value)}
                    />
                  );
                return (
                  <NumberField
                    key={f}
                    label={spec.description}
                    hint={
                      isComputed
                        ? 'Worked out from the inputs above'
                        : source
                          ? SOURCE_HINTS[source]
                          : spec.unit === 'dollars'
                            ? 'US dollars'
                            : undefined
                    }
                    placeholder={source ? formatNumber(starting?.values[f]) : undefined}
                    value={shown}
                    formatIdle={IDLE_FORMAT[spec.unit]}
                    error={invalid[`inputs.${f}`]}
                    disabled={readOnly || isComputed || !doc}
                    onValueChange={(v) => setValue(f, textFromNumber(v))}
                  />
                );
              })}
          </fieldset>
        ))}
      </div>
      {editable && session.status !== 'completed' && (
        <div className="flex justify-end">
          <Button
            onClick={() => Object.keys(invalid).length === 0 && save.mutate({ id: session.id, inputs: shownValues })}
            loading={save.isPending}
            loadingText="Saving..."
            disabled={!doc}
          >
            Save Inputs
          </Button>
        </div>
      )}
      {calc ? (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-label="Projection summary">
            {[
              ['Total revenue', formatMoney(calc.yearly_summary.total_revenue)],
              ['Total expenses', formatMoney(calc.yearly_summary.total_expenses)],
              ['Net profit', formatMoney(calc.yearly_summary.net_profit)],
              ['Avg monthly profit', formatMoney(calc.yearly_summary.avg_monthly_profit)],
              [
                'Break-even month',
                calc.yearly_summary.break_even_month ? `Month ${calc.yearly_summary.break_even_month}` : 'Not within the model',
              ],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd
                  className="mt-1 text-lg font-semibold text-slate-900"
                  data-testid={`summary-${label.toLowerCase().replace(/\W+/g, '-')}`}
                >
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <RevenueAndProfitCharts
            revenue={{ title: 'Revenue and expenses', data: calc.charts_data.revenue_trend, lines: REVENUE_LINES }}
            profit={{ title: 'Profit', data: calc.charts_data.profit_trend, lines: PROFIT_LINES }}
          />
        </>
      ) : (
        <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600">
          The projection appears once loans closed per month, average loan amount and target margin are filled in.
        </p>
      )}
    </div>
  );
}
