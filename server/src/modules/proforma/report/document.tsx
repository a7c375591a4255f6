// The proforma report (docs/proforma.md, "PDF report"): brand, recruit, recruiter and date; the key
// figures first; the revenue and profit charts drawn with react-pdf's own SVG primitives from the
// calculation's chart series (recharts renders in a browser only); then the monthly table.
import { Document, G, Line, Page, Polyline, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import type { ProformaCalculation } from '@shared/calc/proforma.ts';
import { PdfTitleBlock } from '../../../lib/pdf-title-block.tsx';

type ReportData = {
  recruitName: string;
  recruiterName: string;
  /** The day the session was completed, as printed. */
  date: string;
  modelName: string;
  durationMonths: number;
  inputs: { monthlyUnits: number; avgLoanAmount: number; monthlyVolume: number; marginBps: number };
  calculation: ProformaCalculation;
};

const BRAND = '#1d4ed8';
const INK = '#111827';
const MUTED = '#6b7280';
const GOOD = '#15803d';
const BAD = '#b91c1c';

const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const breakEven = (m: number | null) => (m === null ? 'Not reached' : `Month ${m}`);

const s = StyleSheet.create({
  page: { padding: 36, fontSize: 10, color: INK, fontFamily: 'Helvetica' },
  label: { color: MUTED, fontSize: 8, textTransform: 'uppercase' },
  h2: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginBottom: 6, marginTop: 6 },
  figures: { flexDirection: 'row', flexWrap: 'wrap', gap: 6, marginBottom: 10 },
  figure: { width: '31.5%', border: '1pt solid #e5e7eb', borderRadius: 4, padding: 8 },
  figureValue: { fontSize: 14, fontFamily: 'Helvetica-Bold', marginTop: 2 },
  inputs: { flexDirection: 'row', gap: 12, marginBottom: 8, color: MUTED },
  chart: { marginBottom: 10 },
  legend: { flexDirection: 'row', gap: 12, fontSize: 8, color: MUTED, marginTop: 2 },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #e5e7eb', paddingVertical: 3 },
  head: { flexDirection: 'row', borderBottom: `1pt solid ${INK}`, paddingVertical: 3, fontFamily: 'Helvetica-Bold' },
  cellMonth: { width: '16%' },
  cell: { width: '21%', textAlign: 'right' },
  footer: { position: 'absolute', bottom: 20, left: 36, right: 36, fontSize: 8, color: MUTED, textAlign: 'center' },
});

type Series = { name: string; color: string; values: number[] };

const CHART_W = 540;
const CHART_H = 150;
const PAD_L = 56;
const PAD_B = 18;

/** The page footer: whose report, and page N of M. */
function Footer({ recruitName }: { recruitName: string }): ReactElement {
  return (
    <Text
      style={s.footer}
      fixed
      render={({ pageNumber, totalPages }) => `Clearpath proforma for ${recruitName} - page ${pageNumber} of ${totalPages}`}
    />
  );
}

/** A titled line chart of monthly series with a zero line, four value gridlines and month ticks, never split across pages. */
function LineChart({ title, series, months }: { title: string; series: Series[]; months: number }): ReactElement {
  const all = series.flatMap((x) => x.values);
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const plotW = CHART_W - PAD_L - 8;
  const plotH = CHART_H - PAD_B - 8;
  const x = (i: number) => PAD_L + (months <= 1 ? plotW / 2 : (i * plotW) / (months - 1));
  const y = (v: number) => 8 + ((max - v) * plotH) / span;
  const ticks = [0, 1, 2, 3, 4].map((k) => min + (span * k) / 4);
  const monthNumbers = Array.from({ length: months }, (_, i) => i + 1);
  return (
    <View style={s.chart} wrap={false}>
      <Text style={s.h2}>{title}</Text>
      <Svg width={CHART_W} height={CHART_H}>
        <Rect x={PAD_L} y={8} width={plotW} height={plotH} fill="#f9fafb" />
        {ticks.map((t) => (
          <G key={`t${t}`}>
            <Line x1={PAD_L} y1={y(t)} x2={PAD_L + plotW} y2={y(t)} stroke="#e5e7eb" strokeWidth={0.5} />
            <Text x={PAD_L - 4} y={y(t) + 3} style={{ fontSize: 7 }} fill={MUTED} textAnchor="end">
              {usd(t)}
            </Text>
          </G>
        ))}
        <Line x1={PAD_L} y1={y(0)} x2={PAD_L + plotW} y2={y(0)} stroke={MUTED} strokeWidth={0.8} />
        {monthNumbers.map((m) => (
          <Text key={`m${m}`} x={x(m - 1)} y={CHART_H - 4} style={{ fontSize: 7 }} fill={MUTED} textAnchor="middle">
            {String(m)}
          </Text>
        ))}
        {series.map((line) => (
          <Polyline
            key={line.name}
            points={line.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            stroke={line.color}
            strokeWidth={1.6}
            fill="none"
          />
        ))}
      </Svg>
      <View style={s.legend}>
        {series.map((line) => (
          <View key={line.name} style={{ flexDirection: 'row', alignItems: 'center', gap: 3 }}>
            <View style={{ width: 8, height: 8, backgroundColor: line.color }} />
            <Text>{line.name}</Text>
          </View>
        ))}
        <Text>Month</Text>
      </View>
    </View>
  );
}

function Figure({ label, value, color }: { label: string; value: string; color?: string }): ReactElement {
  return (
    <View style={s.figure}>
      <Text style={s.label}>{label}</Text>
      <Text style={[s.figureValue, color ? { color } : {}]}>{value}</Text>
    </View>
  );
}

export function ProformaReport({ data }: { data: ReportData }): ReactElement {
  const { calculation: c } = data;
  const y = c.yearly_summary;
  const months = c.monthly_projections.length;
  return (
    <Document title={`Proforma Build-Out - ${data.recruitName}`} author="Clearpath" creator="Clearpath">
      <Page size="LETTER" style={s.page}>
        <PdfTitleBlock
          title="Proforma Build-Out Report"
          items={[
            ['Recruit', data.recruitName],
            ['Recruiter', data.recruiterName],
            ['Date', data.date],
            ['Model', `${data.modelName} (${data.durationMonths} months)`],
          ]}
        />

        <Text style={s.h2}>Key figures</Text>
        <View style={s.figures}>
          <Figure label="Total revenue" value={usd(y.total_revenue)} />
          <Figure label="Total expenses" value={usd(y.total_expenses)} />
          <Figure label="Net profit" value={usd(y.net_profit)} color={y.net_profit >= 0 ? GOOD : BAD} />
          <Figure label="Average monthly profit" value={usd(y.avg_monthly_profit)} />
          <Figure label="Break-even month" value={breakEven(y.break_even_month)} />
        </View>
        <View style={s.inputs}>
          <Text>{`${data.inputs.monthlyUnits} loans a month`}</Text>
          <Text>{`${usd(data.inputs.avgLoanAmount)} average loan`}</Text>
          <Text>{`${usd(data.inputs.monthlyVolume)} monthly volume`}</Text>
          <Text>{`${(data.inputs.marginBps / 100).toFixed(1)}% margin (${data.inputs.marginBps} bps)`}</Text>
        </View>

        <LineChart
          title="Revenue and expenses by month"
          months={months}
          series={[
            { name: 'Revenue', color: BRAND, values: c.charts_data.revenue_trend.map((p) => p.revenue) },
            { name: 'Expenses', color: BAD, values: c.charts_data.revenue_trend.map((p) => p.expenses) },
          ]}
        />
        <LineChart
          title="Profit by month"
          months={months}
          series={[
            { name: 'Monthly profit', color: GOOD, values: c.charts_data.profit_trend.map((p) => p.profit) },
            { name: 'Cumulative profit', color: INK, values: c.charts_data.profit_trend.map((p) => p.cumulative_profit) },
          ]}
        />
        <Footer recruitName={data.recruitName} />
      </Page>

      <Page size="LETTER" style={s.page}>
        <Text style={s.h2}>Monthly projections</Text>
        <View style={s.head} fixed>
          <Text style={s.cellMonth}>Month</Text>
          <Text style={s.cell}>Revenue</Text>
          <Text style={s.cell}>Expenses</Text>
          <Text style={s.cell}>Profit</Text>
          <Text style={s.cell}>Cumulative</Text>
        </View>
        {c.monthly_projections.map((m) => (
          <View key={m.month} style={s.row} wrap={false}>
            <Text style={s.cellMonth}>{`Month ${m.month}`}</Text>
            <Text style={s.cell}>{usd(m.revenue)}</Text>
            <Text style={s.cell}>{usd(m.expenses)}</Text>
            <Text style={[s.cell, { color: m.profit >= 0 ? INK : BAD }]}>{usd(m.profit)}</Text>
            <Text style={s.cell}>{usd(m.cumulative_profit)}</Text>
          </View>
        ))}
        <View style={[s.head, { borderBottom: 0, borderTop: `1pt solid ${INK}` }]}>
          <Text style={s.cellMonth}>Total</Text>
          <Text style={s.cell}>{usd(y.total_revenue)}</Text>
          <Text style={s.cell}>{usd(y.total_expenses)}</Text>
          <Text style={s.cell}>{usd(y.net_profit)}</Text>
          <Text style={s.cell} />
        </View>
        <Footer recruitName={data.recruitName} />
      </Page>
    </Document>
  );
}
