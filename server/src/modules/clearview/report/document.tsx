// The ClearView report's layout (docs/clearview.md, "PDF export"): letter, portrait, 0.5 inch margins
// (docs/spec/doc1.md §2). Title block, the key figures and the five-year income chart first (drawn
// with react-pdf's SVG primitives from the summary's numbers: recharts renders in a browser only),
// then each section of the calculator. A section is never split, so no heading is left at a page's
// foot, and sections follow one another rather than each taking a page of its own.
import { Document, Font, G, Line, Page, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { formatMoneyCompact } from '@shared/format/index.ts';
import type { FigureTableSpec } from '@shared/collab/index.ts';
import { PdfTitleBlock } from '../../../lib/pdf-title-block.tsx';
import type { ClearviewReportData, Figure, IncomeBar, ReportSection } from './serialize.ts';

const INK = '#0f172a';
const MUTED = '#64748b';
const RULE = '#e2e8f0';
const TINT = '#eef2ff';
const SERIES = [
  { key: 'personal', name: 'Personal', color: '#4f46e5' },
  { key: 'recruiting', name: 'Recruiting', color: '#0ea5e9' },
  { key: 'ownership', name: 'Ownership', color: '#16a34a' },
] as const;

/**
 * The PDF's standard fonts encode WinAnsi only: the typographic minus (U+2212) the formatters use
 * would print as nothing, so the report prints a hyphen-minus there.
 */
const printable = (text: string) => text.replaceAll('\u2212', '-');

// Words are never split at a line end ("dis- count" reads badly and breaks the text read back).
Font.registerHyphenationCallback((word) => [word]);

const s = StyleSheet.create({
  page: { padding: 36, paddingBottom: 48, fontSize: 9.5, color: INK, fontFamily: 'Helvetica' },
  label: { color: MUTED, fontSize: 7.5, textTransform: 'uppercase', letterSpacing: 0.3 },
  h2: { fontSize: 12.5, fontFamily: 'Helvetica-Bold', color: INK },
  intro: { color: MUTED, marginTop: 2, marginBottom: 6 },
  figures: { flexDirection: 'row', flexWrap: 'wrap', gap: 6, marginTop: 6, marginBottom: 10 },
  keyFigure: { width: '32.4%', backgroundColor: TINT, borderRadius: 4, padding: 7 },
  keyValue: { fontSize: 13, fontFamily: 'Helvetica-Bold', marginTop: 2 },
  section: { marginTop: 12, paddingTop: 8, borderTop: `0.75pt solid ${RULE}` },
  fieldGrid: { flexDirection: 'row', flexWrap: 'wrap', columnGap: 18 },
  field: { width: '48%', flexDirection: 'row', justifyContent: 'space-between', borderBottom: `0.5pt solid ${RULE}`, paddingVertical: 3 },
  fieldLabel: { color: '#334155', maxWidth: '55%' },
  fieldValue: { fontFamily: 'Helvetica-Bold', textAlign: 'right', maxWidth: '45%' },
  table: { marginTop: 8 },
  caption: { fontFamily: 'Helvetica-Bold', fontSize: 9, marginBottom: 3 },
  head: {
    flexDirection: 'row',
    backgroundColor: '#f1f5f9',
    paddingVertical: 3,
    fontFamily: 'Helvetica-Bold',
    fontSize: 8,
    color: '#334155',
  },
  row: { flexDirection: 'row', borderBottom: `0.5pt solid ${RULE}`, paddingVertical: 3 },
  emphasis: { backgroundColor: TINT, fontFamily: 'Helvetica-Bold' },
  firstCell: { flex: 1.3, paddingLeft: 4 },
  cell: { flex: 1, textAlign: 'right', paddingRight: 4 },
  note: { marginTop: 6, color: '#334155' },
  chart: { marginBottom: 4 },
  legend: { flexDirection: 'row', gap: 12, fontSize: 8, color: MUTED, marginTop: 2 },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 36,
    right: 36,
    fontSize: 8,
    color: MUTED,
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
});

const CHART_W = 540;
const CHART_H = 150;
const PAD_L = 52;
const PAD_T = 6;
const PAD_B = 16;

/** A gridline step people read: 1, 2, 2.5 or 5 times a power of ten, at least `raw` ($250k, not $215k). */
function roundStep(raw: number): number {
  if (raw <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

/** Five stacked bars (personal, recruiting, ownership income per year) over value gridlines and a zero line. */
function IncomeChart({ bars }: { bars: IncomeBar[] }): ReactElement {
  const parts = (b: IncomeBar) => SERIES.map((x) => b[x.key]);
  const highest = Math.max(0, ...bars.map((b) => parts(b).reduce((sum, v) => sum + Math.max(v, 0), 0)));
  const lowest = Math.min(0, ...bars.map((b) => parts(b).reduce((sum, v) => sum + Math.min(v, 0), 0)));
  const step = roundStep((highest - lowest) / 4);
  const top = Math.ceil(highest / step) * step;
  const bottom = Math.floor(lowest / step) * step;
  const span = top - bottom || 1;
  const plotW = CHART_W - PAD_L - 4;
  const plotH = CHART_H - PAD_T - PAD_B;
  const y = (v: number) => PAD_T + ((top - v) * plotH) / span;
  const slot = plotW / bars.length;
  const barW = slot * 0.5;
  const ticks = Array.from({ length: Math.round(span / step) + 1 }, (_, k) => bottom + k * step);
  return (
    <View style={s.chart} wrap={false}>
      <Text style={s.caption}>Income by year</Text>
      <Svg width={CHART_W} height={CHART_H}>
        {ticks.map((t) => (
          <G key={`t${t}`}>
            <Line x1={PAD_L} y1={y(t)} x2={PAD_L + plotW} y2={y(t)} stroke={RULE} strokeWidth={0.5} />
            <Text x={PAD_L - 4} y={y(t) + 2.5} style={{ fontSize: 7 }} fill={MUTED} textAnchor="end">
              {printable(formatMoneyCompact(t))}
            </Text>
          </G>
        ))}
        {bars.map((b, i) => {
          const x = PAD_L + slot * i + (slot - barW) / 2;
          let up = 0;
          let down = 0;
          return (
            <G key={b.label}>
              {SERIES.map((series) => {
                const v = b[series.key];
                const from = v >= 0 ? up : down;
                const to = from + v;
                if (v >= 0) up = to;
                else down = to;
                return (
                  <Rect
                    key={series.key}
                    x={x}
                    y={y(Math.max(from, to))}
                    width={barW}
                    height={Math.abs(y(from) - y(to))}
                    fill={series.color}
                  />
                );
              })}
              <Text x={x + barW / 2} y={CHART_H - 3} style={{ fontSize: 7.5 }} fill={MUTED} textAnchor="middle">
                {b.label}
              </Text>
            </G>
          );
        })}
        <Line x1={PAD_L} y1={y(0)} x2={PAD_L + plotW} y2={y(0)} stroke={MUTED} strokeWidth={0.8} />
      </Svg>
      <View style={s.legend}>
        {SERIES.map((x) => (
          <View key={x.key} style={{ flexDirection: 'row', alignItems: 'center', gap: 3 }}>
            <View style={{ width: 8, height: 8, backgroundColor: x.color }} />
            <Text>{`${x.name} income`}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function FigureTable({ table }: { table: FigureTableSpec }): ReactElement {
  return (
    <View style={s.table}>
      <Text style={s.caption}>{table.caption}</Text>
      <View style={s.head}>
        {table.columns.map((c, i) => (
          <Text key={c || 'row'} style={i === 0 ? s.firstCell : s.cell}>
            {c}
          </Text>
        ))}
      </View>
      {table.rows.map((row) => (
        <View key={row.key} style={row.emphasis ? [s.row, s.emphasis] : s.row}>
          {row.cells.map((cell, i) => (
            <Text key={table.columns[i]} style={i === 0 ? s.firstCell : s.cell}>
              {printable(cell)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** One of the styles above. */
type Style = (typeof s)[keyof typeof s];

/** A label and its figure, in the box, label and value styles given. */
function Labelled({ figure, styles: [box, label, value] }: { figure: Figure; styles: [Style, Style, Style] }): ReactElement {
  return (
    <View style={box}>
      <Text style={label}>{figure.label}</Text>
      <Text style={value}>{printable(figure.value)}</Text>
    </View>
  );
}

function Section({ section }: { section: ReportSection }): ReactElement {
  return (
    <View style={s.section} wrap={false}>
      <Text style={s.h2}>{section.title}</Text>
      <Text style={s.intro}>{section.intro}</Text>
      <View style={s.fieldGrid}>
        {section.figures.map((f) => (
          <Labelled key={f.label} figure={f} styles={[s.field, s.fieldLabel, s.fieldValue]} />
        ))}
      </View>
      {section.tables.map((t) => (
        <FigureTable key={t.caption} table={t} />
      ))}
      {section.note && <Text style={s.note}>{printable(section.note)}</Text>}
    </View>
  );
}

export function ClearviewReport({ data }: { data: ClearviewReportData }): ReactElement {
  return (
    <Document title={`ClearView Summary - ${data.recruitName}`} author="Clearpath" creator="Clearpath">
      <Page size="LETTER" style={s.page}>
        <PdfTitleBlock
          title="ClearView Summary"
          columns={4}
          items={[
            ['Recruit', data.recruitName],
            ['Recruiter', data.recruiterName],
            ['Date', data.date],
            ['Session', data.status],
          ]}
        />
        <Text style={s.h2}>Key figures</Text>
        <View style={s.figures}>
          {data.keyFigures.map((f) => (
            <Labelled key={f.label} figure={f} styles={[s.keyFigure, s.label, s.keyValue]} />
          ))}
        </View>
        <IncomeChart bars={data.incomeByYear} />
        {data.sections.map((section) => (
          <Section key={section.key} section={section} />
        ))}
        <View style={s.footer} fixed>
          <Text>{`ClearView Summary for ${data.recruitName} - ${data.date}`}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
