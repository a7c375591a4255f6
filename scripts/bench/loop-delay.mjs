// Optional preload for bench-collab (BENCH_PRELOAD=./scripts/bench/loop-delay.mjs): prints the
// server process's event-loop delay every 5 s to stderr, to tell server stalls from CPU contention.
import { monitorEventLoopDelay } from 'node:perf_hooks';
const h = monitorEventLoopDelay({ resolution: 1 });
h.enable();
setInterval(() => {
  if (!process.env.LOOPDELAY_QUIET)
    console.error(
      `[loop ${process.pid}] p50=${(h.percentile(50) / 1e6).toFixed(2)} p99=${(h.percentile(99) / 1e6).toFixed(2)} max=${(h.max / 1e6).toFixed(1)}ms`,
    );
  h.reset();
}, 5000).unref();
