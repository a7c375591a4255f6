// npm run soak [-- --minutes 10 --rooms 200 --rate 400 --http 20 --after 2 --load-processes 4]
// Memory under constant load (docs/performance.md "Soak"): our server (own process, embedded
// PostgreSQL, persistence on) with 2 clients in each room editing at a steady total rate, plus
// HTTP clients reading the ClearView page endpoint back to back. The room clients run in load
// processes, as bench:collab's do (bench/collab-load-pool.ts). Prints the server's RSS every 30 s:
// idle, under load, then for `--after` minutes after every client left.
import { loadavg } from 'node:os';
import { LoadPool } from './bench/collab-load-pool.ts';
import { forkOurs, numberOption, sample } from './bench/processes.ts';
import { present } from '../server/src/lib/present.ts';

const opts = {
  minutes: numberOption('minutes', 10),
  rooms: numberOption('rooms', 200),
  rate: numberOption('rate', 400),
  http: numberOption('http', 20),
  after: numberOption('after', 2),
  loadProcesses: Math.round(numberOption('load-processes', 4)),
};
const SAMPLE_S = 30;

const server = await forkOurs(opts.rooms, {});
const pid = present(server.child.pid, 'Our server pid');
const base = `http://127.0.0.1:${server.ready.port}`;
const mib = () => (sample([pid]).rssKiB / 1024).toFixed(1);
const started = Date.now();
const line = (phase: string, extra = '') =>
  console.log(
    `| ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s | ${phase.padEnd(10)} | ${mib().padStart(7)} | ${loadavg()[0].toFixed(2)} | ${extra}`,
  );

console.log(
  `soak: ${opts.rooms} rooms × 2 clients at ${opts.rate} edits/s and ${opts.http} HTTP clients for ${opts.minutes} min, then ${opts.after} min idle\n`,
);
console.log('| time | phase | RSS (MiB) | load avg | |');
console.log('|---:|---|---:|---:|---|');
await new Promise((r) => setTimeout(r, 2000));
line('idle');

const rooms = server.ready.tokens.map((t) => `ws://127.0.0.1:${server.ready.port}/ws/clearview/${t}`);
const load = await LoadPool.open(rooms, opts.loadProcesses);
line('connected', `${rooms.length * 2} clients in ${opts.loadProcesses} load processes`);

// HTTP load: each client reads one session's page (session, recruit, settings) back to back.
let requests = 0;
let failures = 0;
let loading = true;
const httpClients = Array.from({ length: opts.http }, async (_, i) => {
  const token = server.ready.tokens[i % server.ready.tokens.length];
  while (loading) {
    const res = await fetch(`${base}/api/clearview/${token}/`).catch(() => null);
    if (res?.ok) requests++;
    else failures++;
    await res?.arrayBuffer().catch(() => {});
  }
});

// The edits run in 30 s stretches, with the RSS printed after each.
const stretches = Math.round((opts.minutes * 60) / SAMPLE_S);
let sent = 0;
let lost = 0;
let latencies: number[] = [];
for (let i = 0; i < stretches; i++) {
  const result = await load.run({ rate: opts.rate, durationS: SAMPLE_S, warmupS: 0 });
  sent += result.sent;
  lost += result.lost;
  latencies = result.latenciesMs.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? NaN;
  line('load', `edits ${sent}, not observed ${lost}, HTTP ${requests} ok / ${failures} failed, p99 ${p99.toFixed(1)} ms`);
}
loading = false;
await Promise.all(httpClients);
await load.close();
for (let i = 0; i < (opts.after * 60) / SAMPLE_S; i++) {
  await new Promise((r) => setTimeout(r, SAMPLE_S * 1000));
  line('after');
}
await server.stop();
process.exit(0);
