// The title block every PDF report of the product opens with (the proforma and the ClearView reports):
// the brand, the report's name, and who and when in labelled columns. Imported only by the reports'
// layouts, which are loaded with the PDF renderer on first use (lib/load-on-first-use.ts).
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

const BRAND = '#1d4ed8';
const MUTED = '#6b7280';

const s = StyleSheet.create({
  brandBar: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    borderBottom: `2pt solid ${BRAND}`,
    paddingBottom: 6,
  },
  brand: { fontSize: 18, fontFamily: 'Helvetica-Bold', color: BRAND },
  title: { fontSize: 12, color: MUTED },
  meta: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 10, marginBottom: 12 },
  label: { color: MUTED, fontSize: 8, textTransform: 'uppercase' },
  value: { fontSize: 11 },
});

/** The brand bar with the report's title, then each [label, value] in `columns` columns. */
export function PdfTitleBlock({ title, items, columns = 2 }: { title: string; items: [string, string][]; columns?: number }): ReactElement {
  return (
    <View>
      <View style={s.brandBar}>
        <Text style={s.brand}>Clearpath</Text>
        <Text style={s.title}>{title}</Text>
      </View>
      <View style={s.meta}>
        {items.map(([label, value]) => (
          <View key={label} style={{ width: `${100 / columns}%`, marginBottom: 4, paddingRight: 6 }}>
            <Text style={s.label}>{label}</Text>
            <Text style={s.value}>{value}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}
