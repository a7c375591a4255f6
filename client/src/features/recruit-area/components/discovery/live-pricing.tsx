import { useState } from 'react';
import { NumberField, SelectField } from '@client/components/ui';
import { formatMoney, formatNumber, formatPercent, PERCENT_DECIMALS } from '@shared/format';
import { DEFAULT_PRICING_SCENARIO, MARKET_RATES, pricingOptions } from '@shared/calc/pricing-demo';

// doc2 §5: the loan fields are whole numbers; a blank field counts as 0.

/** Points as a borrower hears them: a cost for buying the rate down, a credit for a higher rate. */
function pointsText(points: number, cost: number): string {
  if (points === 0) return 'None';
  const size = `${formatNumber(Math.abs(points), 3)} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
  return points > 0 ? `${size}, ${formatMoney(cost)} cost` : `${size} credit, ${formatMoney(-cost)} back`;
}
/** The Live Pricing Tool demo (docs/spec/doc2.md §2, §9): rate tiles, a loan form and three options; no server call. */
export function LivePricing() {
  const [loan, setLoan] = useState(DEFAULT_PRICING_SCENARIO);
  const options = pricingOptions(loan);
  return (
    <div className="space-y-6">
      <section aria-labelledby="rates-title">
        <h3 id="rates-title" className="mb-3 text-sm font-semibold text-slate-900">
          Market rates
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {MARKET_RATES.map((r) => (
            <li key={r.rate_type} className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3">
              <p className="text-xs text-slate-600">{r.label}</p>
              <p className="text-lg font-semibold text-slate-900">{formatPercent(r.rate, PERCENT_DECIMALS.rate)}</p>
              <p className="text-xs text-slate-600">Par {formatPercent(r.par_rate, PERCENT_DECIMALS.rate)}</p>
            </li>
          ))}
        </ul>
      </section>
      <form aria-label="Loan scenario" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <NumberField
          label="Loan amount"
          decimals={0}
          value={loan.loan_amount}
          onValueChange={(v) => setLoan({ ...loan, loan_amount: v ?? 0 })}
        />
        <SelectField
          label="Loan type"
          options={MARKET_RATES.map((r) => ({ value: r.rate_type, label: r.label }))}
          value={loan.loan_type}
          onChange={(e) => setLoan({ ...loan, loan_type: e.target.value as typeof loan.loan_type })}
        />
        <NumberField
          label="Credit score"
          decimals={0}
          value={loan.credit_score}
          onValueChange={(v) => setLoan({ ...loan, credit_score: v ?? 0 })}
        />
        <NumberField label="LTV (%)" decimals={0} value={loan.ltv} onValueChange={(v) => setLoan({ ...loan, ltv: v ?? 0 })} />
      </form>
      <section aria-label="Pricing options" className="grid gap-3 md:grid-cols-3">
        {options.map((o) => (
          <article key={o.key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-semibold text-slate-900">{o.label}</h3>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-600">Rate</dt>
                <dd className="font-medium text-slate-900">{formatPercent(o.rate, PERCENT_DECIMALS.rate)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-600">Points</dt>
                <dd className="font-medium text-slate-900">{pointsText(o.points, o.points_cost)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-slate-600">Monthly payment</dt>
                <dd className="font-semibold text-slate-900">{formatMoney(o.monthly_payment)}</dd>
              </div>
            </dl>
          </article>
        ))}
      </section>
      <p className="text-xs text-slate-600">Principal and interest over 360 months. A demo: these rates are examples, not a quote.</p>
    </div>
  );
}
