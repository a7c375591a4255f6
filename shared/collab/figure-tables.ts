// The ClearView tables of figures, as printed strings: the calculator's modules show them on screen
// and the server's ClearView PDF prints them, so both read the same rows and labels.
import type { PricingComparison } from '../calc/pricing';
import type { FiveYearSummary } from '../calc/summary';
import { formatMoney, formatNumber } from '../format/numbers';
import { formatFigure } from './field-specs';
import type { Ownership, Recruiting, YearKey } from './snapshot';
import type { WhatIfResult } from './what-if';

/** A row names itself in its first cell; `emphasis` marks a total. */
export type FigureRow = { key: string; cells: string[]; emphasis?: boolean };
export type FigureTableSpec = { caption: string; columns: string[]; rows: FigureRow[] };

const YEARS: YearKey[] = ['year1', 'year2', 'year3', 'year4', 'year5'];
/** A percentage as the calculator shows it: up to 3 decimals ("2.125%", "2.75%"). */
const pct = (n: number) => formatFigure(n, 'percent');
/** A difference with its sign: "+0.5%", "−$1,250" (the formatters give the minus). */
const signed = (n: number, show: (v: number) => string) => (n > 0 ? `+${show(n)}` : show(n));

/** The recruit's current company next to Clear, on one sample loan. */
export function loanPricingTable({ current, clear, rateDifference, incomePerLoanDifference }: PricingComparison): FigureTableSpec {
  return {
    caption: 'Loan pricing comparison',
    columns: ['', 'Current company', 'Clear', 'Difference'],
    rows: [
      { key: 'par', cells: ['PAR', pct(current.par), pct(clear.par), signed(clear.par - current.par, pct)] },
      { key: 'margin', cells: ['Margin', pct(current.margin), pct(clear.margin), signed(clear.margin - current.margin, pct)] },
      { key: 'rate', cells: ['Rate to customer', pct(current.rateToCustomer), pct(clear.rateToCustomer), signed(rateDifference, pct)] },
      {
        key: 'income',
        emphasis: true,
        cells: [
          'Income per loan',
          formatMoney(current.incomePerLoan),
          formatMoney(clear.incomePerLoan),
          signed(incomePerLoanDifference, formatMoney),
        ],
      },
    ],
  };
}

/** The five-year recruiting projection and its total override income. */
export function recruitingProjectionTable({ projections }: Recruiting): FigureTableSpec {
  const total = YEARS.reduce((sum, y) => sum + projections[y].income, 0);
  return {
    caption: 'Five-year recruiting projection',
    columns: ['Year', 'Active recruits', 'Average volume', 'Total volume', 'Income'],
    rows: [
      ...YEARS.map((y, i) => {
        const p = projections[y];
        return {
          key: y,
          cells: [
            `Year ${i + 1}`,
            formatNumber(p.activeRecruits),
            formatMoney(p.avgVolume),
            formatMoney(p.totalVolume),
            formatMoney(p.income),
          ],
        };
      }),
      { key: 'total', emphasis: true, cells: ['5-year total', '', '', '', formatMoney(total)] },
    ],
  };
}

/** The ownership distribution of each year. */
export function ownershipDistributionsTable({ distributions }: Ownership): FigureTableSpec {
  return {
    caption: 'Ownership distributions by year',
    columns: ['Year', 'Distribution'],
    rows: YEARS.map((y, i) => ({ key: y, cells: [`Year ${i + 1}`, formatMoney(distributions[y])] })),
  };
}

/** The what-if loan's income at the current company and at Clear. */
export function whatIfTable({ current, clear }: WhatIfResult): FigureTableSpec {
  return {
    caption: 'What-if income comparison',
    columns: ['', 'Current company', 'Clear'],
    rows: [
      { key: 'rate', cells: ['Rate to customer', pct(current.rate), pct(clear.rate)] },
      { key: 'loan', cells: ['Income per loan', formatMoney(current.perLoan), formatMoney(clear.perLoan)] },
      { key: 'month', cells: ['Monthly income', formatMoney(current.monthly), formatMoney(clear.monthly)] },
      { key: 'year', emphasis: true, cells: ['Annual income', formatMoney(current.annual), formatMoney(clear.annual)] },
    ],
  };
}

/** Which side pays more a year at the what-if pace, in one sentence. */
export function whatIfVerdict({ annualDifference: gain }: WhatIfResult): string {
  if (gain === 0) return 'Same annual income at both.';
  return `${gain > 0 ? 'Clear pays' : 'Your current company pays'} ${formatMoney(Math.abs(gain))} more a year at this pace.`;
}

/** docs/spec/doc1.md §9: five years of personal, recruiting and ownership income and their total. */
export function fiveYearSummaryTable(summary: FiveYearSummary): FigureTableSpec {
  return {
    caption: 'Five-year income summary',
    columns: ['Year', 'Personal', 'Recruiting', 'Ownership', 'Total'],
    rows: [
      ...summary.years.map((y) => ({
        key: `year${y.year}`,
        cells: [`Year ${y.year}`, formatMoney(y.personal), formatMoney(y.recruiting), formatMoney(y.ownership), formatMoney(y.total)],
      })),
      { key: 'total', emphasis: true, cells: ['5-year total', '', '', '', formatMoney(summary.fiveYearTotal)] },
    ],
  };
}
