// Prometheus metrics (docs/deployment.md "Metrics"). This module, and prom-client with it, is
// loaded only when METRICS_TOKEN is set (app.ts), so an instance without metrics carries none of it.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { CollabObserver, DeliveryObserver } from './observers.ts';

/** What the gauges read at each scrape; the ops plugin wires them to the live app. */
export type MetricSources = {
  /** Loaded rooms and their sockets per room kind. */
  rooms(): Map<string, { rooms: number; sockets: number }>;
  /** Jobs ready to run and the age of the oldest, per task (graphile-worker's tables). */
  jobQueue(): Promise<{ task: string; depth: number; lagSeconds: number }[]>;
};

export type Metrics = {
  registry: Registry;
  collab: CollabObserver;
  deliveries: DeliveryObserver;
  /** One HTTP request answered: its route pattern (never the raw URL), method and status. */
  requestDone(route: string, method: string, status: number, seconds: number): void;
  /** Points the gauges at the live rooms and the job queue. */
  readFrom(sources: MetricSources): void;
};

// Sub-millisecond relays up to a stalled event loop; database writes from a few ms to seconds.
const RELAY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
const WRITE_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const metric = { registers: [registry] };
  let sources: MetricSources | undefined;

  const http = new Histogram({
    name: 'clearpath_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'],
    ...metric,
  });
  const relay = new Histogram({
    name: 'clearpath_collab_edit_relay_seconds',
    help: "Time from an edit's arrival on a room socket to its relay to the room's other sockets and the bus",
    buckets: RELAY_BUCKETS,
    ...metric,
  });
  const writes = new Histogram({
    name: 'clearpath_collab_persist_seconds',
    help: 'Duration of room writes to PostgreSQL: update batches and compactions',
    labelNames: ['step'],
    buckets: WRITE_BUCKETS,
    ...metric,
  });
  const writeFailures = new Counter({
    name: 'clearpath_collab_persist_failures_total',
    help: 'Room writes to PostgreSQL that failed (a batch is retried)',
    labelNames: ['step'],
    ...metric,
  });
  const deliveries = new Counter({
    name: 'clearpath_message_deliveries_total',
    help: 'Message delivery attempts by channel and outcome (sent, retry, failed)',
    labelNames: ['channel', 'outcome'],
    ...metric,
  });
  const roomGauge = (name: string, help: string, field: 'rooms' | 'sockets') =>
    new Gauge({
      name,
      help,
      labelNames: ['kind'],
      ...metric,
      collect() {
        this.reset();
        for (const [kind, counts] of sources?.rooms() ?? []) this.set({ kind }, counts[field]);
      },
    });
  roomGauge('clearpath_collab_rooms', 'Live rooms loaded on this instance, per room kind', 'rooms');
  roomGauge('clearpath_collab_sockets', 'Open room sockets on this instance, per room kind', 'sockets');

  // The registry collects every metric at once: both queue gauges share the one query in flight.
  let queueRead: ReturnType<MetricSources['jobQueue']> | null = null;
  const readQueue = () => {
    queueRead ??= (sources?.jobQueue() ?? Promise.resolve([])).finally(() => (queueRead = null));
    return queueRead;
  };
  const queueGauge = (name: string, help: string, field: 'depth' | 'lagSeconds') =>
    new Gauge({
      name,
      help,
      labelNames: ['task'],
      ...metric,
      async collect() {
        const rows = await readQueue();
        this.reset();
        for (const row of rows) this.set({ task: row.task }, row[field]);
      },
    });
  queueGauge('clearpath_job_queue_depth', 'Jobs ready to run and not taken, per task', 'depth');
  queueGauge('clearpath_job_queue_lag_seconds', 'Age of the oldest job ready to run and not taken, per task', 'lagSeconds');

  return {
    registry,
    collab: {
      relayed: (seconds) => relay.observe(seconds),
      persisted: (step, seconds, ok) => {
        writes.observe({ step }, seconds);
        if (!ok) writeFailures.inc({ step });
      },
    },
    deliveries: { delivered: (channel, outcome) => deliveries.inc({ channel, outcome }) },
    requestDone: (route, method, status, seconds) => http.observe({ route, method, status_code: status }, seconds),
    readFrom: (s) => {
      sources = s;
    },
  };
}
