// One load process of bench:collab's load pool (scripts/bench/collab-load-pool.ts): holds the client
// pairs of its share of the rooms and runs steady load on them when the parent asks. Over IPC:
// {type:'open', rooms} → {type:'opened', pairs}; {type:'run', opts} → {type:'result', result};
// {type:'close'} closes its sockets and exits (as it does when the parent goes away).
import { closeRooms, openRooms, runLoad, type LoadOptions } from './collab-load.ts';

type Request = { type: 'open'; rooms: (string | [string, string])[] } | { type: 'run'; opts: LoadOptions } | { type: 'close' };

let pairs: Awaited<ReturnType<typeof openRooms>> = [];

const reply = (message: object) => process.send?.(message);

process.on('message', (request: Request) => {
  void handle(request).catch((err: unknown) => {
    console.error('[bench load] failed:', err);
    process.exit(1);
  });
});
process.on('disconnect', () => {
  closeRooms(pairs);
  process.exit(0);
});

async function handle(request: Request): Promise<void> {
  switch (request.type) {
    case 'open':
      pairs = await openRooms(request.rooms);
      reply({ type: 'opened', pairs: pairs.length });
      return;
    case 'run':
      reply({ type: 'result', result: await runLoad(pairs, request.opts) });
      return;
    case 'close':
      closeRooms(pairs);
      process.exit(0);
  }
}
