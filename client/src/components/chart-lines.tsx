import { Line } from 'recharts';

/** One line of a line chart: the figure's key in each point, its name in the legend, its colour. */
export type ChartSeries = { key: string; name: string; color: string };

/**
 * The lines of a recharts LineChart, drawn alike in every chart: smooth, 2 px, without dots, and
 * without the entry animation (the chart shows its final state at once). Called as a function, not
 * rendered as a component, so the lines stay direct children of the chart.
 */
export function chartLines(series: readonly ChartSeries[]) {
  return series.map((s) => (
    <Line
      key={s.key}
      type="monotone"
      dataKey={s.key}
      name={s.name}
      stroke={s.color}
      strokeWidth={2}
      dot={false}
      isAnimationActive={false}
    />
  ));
}
