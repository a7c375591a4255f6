// Node flags the server process runs with, wherever it is started: `npm start`, `npm run dev`, and
// the benchmark and soak (scripts/bench/processes.ts), so what is measured is what is shipped.
// Both trade memory for a shorter tail of edit latency in live rooms (docs/performance.md "Live
// collaboration at 1,000 rooms"):
//
// - A larger young generation. A live room server allocates ~40 MB/s at 2,000 edits/s (decoded
//   updates, frames, transactions), nearly all of it short-lived. With V8's default 16 MB
//   semi-space it scavenged every ~0.4 s, and those pauses were the tail; at 64 MB it scavenges a
//   quarter as often, and CPU, p95 and p99 at 1,000 rooms are lower than with 16 MB. Several
//   instances packed onto two cores fared worse with it (same section).
// - A 256 MB old generation before a full collection is due. Under that load ~2 MB/s reaches the
//   old generation and dies there; with V8's own limit (a little above what was live after the
//   last collection) a full collection came every 8–14 s, each marking the whole heap in ~50 ms of
//   steps on the main thread while rooms waited; with this floor, one comes about every 100 s.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--initial-old-space-size=256'];
