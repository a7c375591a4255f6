// Node flags the server process runs with, wherever it is started: `npm start`, `npm run dev`, and
// the benchmark and soak (scripts/bench/processes.ts), so what is measured is what is shipped.
//
// A larger young generation: a live room server allocates ~40 MB/s at 2,000 edits/s (decoded
// updates, frames, transactions), nearly all of it short-lived. With V8's default 16 MB semi-space
// it scavenged every ~0.4 s, and those pauses were the tail of edit latency; at 64 MB it scavenges
// a quarter as often, and CPU, p95 and p99 at 1,000 rooms are lower than with 16 MB. Several
// instances packed onto two cores fared worse with it: the trade-off and the figures are in
// docs/performance.md "Live collaboration at 1,000 rooms".
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
