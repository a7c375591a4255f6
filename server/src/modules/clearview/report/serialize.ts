// The ClearView report's content (docs/clearview.md, "PDF export"): every figure of the calculator
// as people read it, with the labels and units of the screen, in the screen's order. The layout
// (document.tsx) only places these strings; the server test reads them back from the PDF.
import { comparePricing, type CompanySettings } from '@shared/calc/index.ts';
import {
  computeWhatIf,
  deriveSnapshot,
  type FigureTableSpec,
  fieldSpec,
  fiveYearSummaryTable,
  formatFigure,
  INPUT_FIELDS,
  inputsFromJson,
  type InputField,
  loanPricingTable,
  type ModuleKey,
  ownershipDistributionsTable,
  recruitingProjectionTable,
  SECTION_TITLES,
  type SectionKey,
  summaryFromSnapshot,
  type WhatIfValues,
  whatIfTable,
  whatIfVerdict,
} from '@shared/collab/index.ts';
import { formatMoney, formatNumber, formatPercent, PERCENT_DECIMALS } from '@shared/format/index.ts';

/** A label and its value, as printed. */
export type Figure = { label: string; value: string };

/** One section of the calculator: its inputs and computed figures, then its tables and a closing note. */
export type ReportSection = { key: SectionKey; title: string; intro: string; figures: Figure[]; tables: FigureTableSpec[]; note?: string };

/** One bar of the five-year income chart (drawn from these numbers; recharts renders in a browser only). */
export type IncomeBar = { label: string; personal: number; recruiting: number; ownership: number };

export type ClearviewReportData = {
  recruitName: string;
  recruiterName: string;
  /** The day the report was made, as printed. */
  date: string;
  /** "In progress" or "Completed on …". */
  status: string;
  keyFigures: Figure[];
  incomeByYear: IncomeBar[];
  sections: ReportSection[];
};

type ReportSource = {
  recruitName: string;
  recruiterName: string;
  date: string;
  status: string;
  /** The session's stored module data (camelCase or snake_case, as saved). */
  data: unknown;
  settings: CompanySettings;
  whatIf: WhatIfValues;
};

/** A percentage as the calculator shows it: up to 3 decimals ("2.125%", "2.75%"). */
const pct = (n: number) => formatFigure(n, 'percent');

/** The module's inputs with their labels; the unit is in the value, so the label drops its "(%)". */
function inputFigures<M extends ModuleKey>(module: M, values: Record<string, unknown>): Figure[] {
  return (Object.keys(INPUT_FIELDS[module]) as InputField<M>[]).map((field) => {
    const spec = fieldSpec(module, field);
    const raw = values[field];
    const value = spec.format === 'text' ? String(raw ?? '').trim() || 'Not given' : formatFigure(Number(raw ?? 0), spec.format);
    return { label: spec.label.replace(/ \(%\)$/, ''), value };
  });
}

/** Builds the report's content from the stored session data, the company settings and the what-if figures. */
export function clearviewReportData(src: ReportSource): ClearviewReportData {
  const inputs = inputsFromJson(src.data);
  const s = deriveSnapshot(inputs, src.settings);
  const summary = summaryFromSnapshot(s, src.settings);
  const pricing = comparePricing(s.loanPricing, src.settings);
  const whatIf = computeWhatIf(src.whatIf, s, src.settings);
  const ownershipPercent = formatPercent(s.ownership.ownershipData.ownershipPercentage, PERCENT_DECIMALS.ownership);
  const { low, high, label: rangeLabel } = summary.year5Range;
  const discount = formatPercent(src.settings.financialMetrics.discountRate * 100, 1);

  const section = (key: SectionKey, intro: string, rest: Omit<ReportSection, 'key' | 'title' | 'intro'>): ReportSection => ({
    key,
    title: SECTION_TITLES[key],
    intro,
    ...rest,
  });

  const sections: ReportSection[] = [
    section('productionDetails', 'Where your business stands today.', {
      figures: [
        ...inputFigures('productionDetails', inputs.productionDetails),
        { label: 'Annual Volume', value: formatMoney(s.productionDetails.annualVolume) },
        { label: 'Units per Month', value: formatNumber(s.productionDetails.unitsPerMonth, 2) },
        { label: 'Refinance Share', value: pct(s.productionDetails.loanMix.refi) },
      ],
      tables: [],
    }),
    section('personalBusiness', 'Annual figures: what you earn and what it costs to run your book.', {
      figures: [
        ...inputFigures('personalBusiness', inputs.personalBusiness),
        { label: 'Net Income', value: formatMoney(s.personalBusiness.netIncome) },
      ],
      tables: [],
    }),
    section('loanPricing', 'The same loan priced at your current company and at Clear.', {
      figures: [
        ...inputFigures('loanPricing', inputs.loanPricing),
        { label: 'Clear PAR', value: pct(s.loanPricing.clearPAR) },
        { label: 'Clear Margin', value: pct(s.loanPricing.clearMargin) },
      ],
      tables: [loanPricingTable(pricing)],
    }),
    section('recruiting', 'Build a team: Clear pays basis points on the production of the loan officers you bring.', {
      figures: inputFigures('recruiting', inputs.recruiting),
      tables: [recruitingProjectionTable(s.recruiting)],
    }),
    section('ownership', "Your volume earns a share of the company's distribution pool.", {
      figures: [
        ...inputFigures('ownership', inputs.ownership),
        { label: 'Ownership Percentage', value: ownershipPercent },
        { label: 'Equity Value', value: formatMoney(s.ownership.ownershipData.equityValue) },
        { label: 'Total 5-Year Distributions', value: formatMoney(s.ownership.ownershipData.totalFiveYearDistributions) },
      ],
      tables: [ownershipDistributionsTable(s.ownership)],
    }),
    section('whatIf', 'A different loan size or pace, using the pricing above.', {
      figures: [
        { label: 'What-if Loan Size', value: formatMoney(whatIf.loanAmount) },
        { label: 'Loans Closed per Month', value: formatNumber(whatIf.loansPerMonth, 2) },
      ],
      tables: [whatIfTable(whatIf)],
      note: whatIfVerdict(whatIf),
    }),
    section('summary', 'Five years at Clear: your own business, your team and your ownership.', {
      figures: [
        { label: '5-Year Total', value: formatMoney(summary.fiveYearTotal) },
        { label: `Net Present Value (at ${discount})`, value: formatMoney(summary.netPresentValue) },
        { label: `Year 5 Range (±10%, ${rangeLabel})`, value: `${formatMoney(low)} – ${formatMoney(high)}` },
      ],
      tables: [fiveYearSummaryTable(summary)],
    }),
  ];

  return {
    recruitName: src.recruitName,
    recruiterName: src.recruiterName,
    date: src.date,
    status: src.status,
    keyFigures: [
      { label: 'Five-year total income', value: formatMoney(summary.fiveYearTotal) },
      { label: 'Net present value', value: formatMoney(summary.netPresentValue) },
      { label: `Year 5 range (${rangeLabel})`, value: `${formatMoney(low)} – ${formatMoney(high)}` },
      { label: 'Ownership percentage', value: ownershipPercent },
      { label: 'Annual volume', value: formatMoney(s.productionDetails.annualVolume) },
      { label: 'Net income today', value: formatMoney(s.personalBusiness.netIncome) },
    ],
    incomeByYear: summary.years.map((y) => ({
      label: `Year ${y.year}`,
      personal: y.personal,
      recruiting: y.recruiting,
      ownership: y.ownership,
    })),
    sections,
  };
}
