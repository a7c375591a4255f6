import type { Ref } from 'react';
import type { CompanySettings } from '@shared/calc';
import { INPUT_FIELDS, liveData, MODULE_KEYS, summaryFromSnapshot, type ClearViewSnapshot, type ModuleKey } from '@shared/collab';
import { formatMoney, formatNumber } from '@shared/format';
import { cx } from '@client/components/ui';
import { fieldSpec, type DisplayFormat } from '../lib/field-specs';
import { SECTION_TITLES } from '../lib/modules';

const show = (v: unknown, format: DisplayFormat): string => {
  if (typeof v === 'string') return v || '—';
  if (typeof v !== 'number' || !Number.isFinite(v)) return '—';
  if (format === 'currency') return formatMoney(v);
  if (format === 'percent') return `${formatNumber(v, 2)}%`;
  return formatNumber(v, 2);
};
/** "annualVolume" → "Annual volume". */
const humanize = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (m) => m.toLowerCase());
const isMoney = (key: string) => /volume|income|cost|expense|size|amount|revenue|distribution|production|value|price|payment/i.test(key);

/** An input's value in the snapshot; the purchase share is kept as the loan mix there. */
const inputValue = (module: ModuleKey, field: string, data: Record<string, unknown>): unknown =>
  module === 'productionDetails' && field === 'loanMixPurchase'
    ? (data.loanMix as { purchase?: number } | undefined)?.purchase
    : data[field];

/** The inputs of a module, labelled and shown as on screen. */
function inputRows(module: ModuleKey, data: Record<string, unknown>): [string, string][] {
  return Object.keys(INPUT_FIELDS[module]).map((field) => {
    const spec = fieldSpec(module, field as never);
    return [spec.label, show(inputValue(module, field, data), spec.format)];
  });
}

/** The computed figures of a module: its numbers that are not inputs, one level deep. */
function computedRows(module: ModuleKey, data: Record<string, unknown>): [string, string][] {
  const inputs = Object.keys(INPUT_FIELDS[module]);
  const rows: [string, string][] = [];
  for (const [key, value] of Object.entries(data)) {
    if (inputs.includes(key)) continue;
    if (typeof value === 'number') rows.push([humanize(key), show(value, isMoney(key) ? 'currency' : 'number')]);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [sub, v] of Object.entries(value as Record<string, unknown>)) {
        if (typeof v === 'number')
          rows.push([`${humanize(key)}: ${humanize(sub)}`, show(v, isMoney(key) || isMoney(sub) ? 'currency' : 'number')]);
      }
    }
  }
  return rows;
}

/** The yearly income columns after the year, the total last and bold. */
const YEAR_COLUMNS = [
  ['Personal', 'personal'],
  ['Recruiting', 'recruiting'],
  ['Ownership', 'ownership'],
  ['Total', 'total'],
] as const;

/** Label and value rows of a report table; `cell`, `row` and `value` are the table's spacing and tints. */
function FigureRows({ rows, cell, row, value }: { rows: [string, string][]; cell: string; row: string; value?: string }) {
  return (
    <tbody>
      {rows.map(([label, figure]) => (
        <tr key={label} className={cx('border-b', row)}>
          <td className={cell}>{label}</td>
          <td className={cx(cell, 'text-right', value)}>{figure}</td>
        </tr>
      ))}
    </tbody>
  );
}

/**
 * The printed ClearView report (issue 14 item 9; docs/clearview.md, "PDF export"): title, the key
 * figures first, then one page per module with its inputs and computed figures. Headings stay with
 * their tables; each module starts on a new page. Rendered off screen and handed to html2pdf.
 */
export function ClearviewReport({
  reportRef,
  recruitName,
  recruiterName,
  snapshot,
  settings,
}: {
  reportRef: Ref<HTMLDivElement>;
  recruitName: string;
  recruiterName: string;
  snapshot: ClearViewSnapshot;
  settings: CompanySettings;
}) {
  const summary = summaryFromSnapshot(snapshot, settings);
  const live = liveData(snapshot);
  const keyFigures: [string, string][] = [
    ['Five-year total income', formatMoney(summary.fiveYearTotal)],
    ['Net present value', formatMoney(summary.netPresentValue)],
    [`Year 5 range (${summary.year5Range.label})`, `${formatMoney(summary.year5Range.low)} – ${formatMoney(summary.year5Range.high)}`],
    ['Annual volume', formatMoney(live.annualVolume)],
    ['Average loan size', formatMoney(live.avgLoanSize)],
    ['Units per month', formatNumber(live.unitsPerMonth, 1)],
    ['Net income today', formatMoney(live.netIncome)],
  ];
  return (
    <div aria-hidden="true" style={{ position: 'fixed', left: -20000, top: 0, width: '7.5in' }}>
      <div ref={reportRef} className="bg-white p-2 text-[11pt] text-slate-900" data-testid="clearview-report">
        <header className="border-b border-slate-300 pb-3">
          <h1 className="text-2xl font-bold">ClearView Summary</h1>
          <p className="mt-1 text-sm">
            {recruitName} · prepared with {recruiterName} · {new Date().toLocaleDateString('en-US', { dateStyle: 'long' })}
          </p>
        </header>
        <section className="mt-4" style={{ breakInside: 'avoid' }}>
          <h2 className="mb-2 text-lg font-semibold">Key figures</h2>
          <table className="w-full text-sm">
            <FigureRows rows={keyFigures} cell="py-1.5" row="border-slate-200" value="font-semibold" />
          </table>
          <h3 className="mt-4 mb-1 text-sm font-semibold">Income by year</h3>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-left">
                <th className="py-1">Year</th>
                {YEAR_COLUMNS.map(([label]) => (
                  <th key={label} className="py-1 text-right">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {summary.years.map((y) => (
                <tr key={y.year} className="border-b border-slate-200">
                  <td className="py-1">Year {y.year}</td>
                  {YEAR_COLUMNS.map(([label, key]) => (
                    <td key={label} className={cx('py-1 text-right', key === 'total' && 'font-semibold')}>
                      {formatMoney(y[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        {MODULE_KEYS.map((module) => {
          const data = snapshot[module] as unknown as Record<string, unknown>;
          return (
            <div key={module}>
              {/* A new page per module (html2pdf's css mode honours break-before). */}
              <section style={{ breakBefore: 'page', breakInside: 'avoid' }}>
                <h2 className="mb-2 text-lg font-semibold">{SECTION_TITLES[module]}</h2>
                <table className="w-full text-sm">
                  <FigureRows rows={inputRows(module, data)} cell="py-1" row="border-slate-200" />
                  <FigureRows rows={computedRows(module, data)} cell="py-1" row="border-slate-100 text-slate-700" />
                </table>
              </section>
            </div>
          );
        })}
      </div>
    </div>
  );
}
