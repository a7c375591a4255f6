// What the metrics (ops/metrics.ts) are told by the parts they watch. Types only: the room server
// and the job runner call these when metrics are on and hold nothing when they are off, so
// prom-client is loaded only with METRICS_TOKEN set (docs/deployment.md "Metrics").

/** The room server's side: edits relayed and writes to PostgreSQL. */
export interface CollabObserver {
  /** An accepted edit went from its arrival to the room's other sockets (and the bus) in `seconds`. */
  relayed(seconds: number): void;
  /** A batch of room updates or a compaction was written (`ok`) or failed, taking `seconds`. */
  persisted(step: 'batch' | 'compaction', seconds: number, ok: boolean): void;
}

/** The job runner's side: one delivery attempt of a message and how it ended. */
export interface DeliveryObserver {
  delivered(channel: string, outcome: 'sent' | 'retry' | 'failed'): void;
}
