// Reading /metrics in tests as Prometheus would: with the bearer token, one series line at a time.
import type { FastifyInstance } from 'fastify';

export const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';

/** The Prometheus text of an app started with METRICS_TOKEN (throws on any other answer). */
export async function scrape(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
  return res.body;
}

/** The value of one series, e.g. sample(text, 'clearpath_x_total{a="b"}'); 0 when it is absent. */
export function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
