// Room series of /metrics with real y-websocket clients (docs/deployment.md "Metrics"): live rooms
// and sockets per kind, edit relay latency and room writes move with real edits.
import { describe, expect, it } from 'vitest';
import { createSession } from '../support/clearview.ts';
import { setupClients, setupCollabApp, waitFor } from '../support/collab.ts';
import { METRICS_TOKEN, sample, scrape as scrapeApp } from '../support/metrics.ts';

const ctx = setupCollabApp({ METRICS_TOKEN });
const { client, close } = setupClients(ctx);
const scrape = () => scrapeApp(ctx.app);

describe('room metrics', () => {
  it('count live rooms and sockets per kind, relayed edits and room writes', async () => {
    const idle = await scrape();
    expect(sample(idle, 'clearpath_collab_rooms{kind="clearview"}')).toBe(0);
    expect(sample(idle, 'clearpath_collab_sockets{kind="proforma"}')).toBe(0);
    const relayedBefore = sample(idle, 'clearpath_collab_edit_relay_seconds_count');
    const batchesBefore = sample(idle, 'clearpath_collab_persist_seconds_count{step="batch"}');

    const { token } = await createSession(ctx.sql);
    const a = client(token);
    const b = client(token);
    await Promise.all([a.synced(), b.synced()]);
    const open = await scrape();
    expect(sample(open, 'clearpath_collab_rooms{kind="clearview"}')).toBe(1);
    expect(sample(open, 'clearpath_collab_sockets{kind="clearview"}')).toBe(2);

    for (let i = 1; i <= 5; i++) a.doc.getMap('productionDetails').set('monthlyVolume', i);
    await waitFor(() => b.doc.getMap('productionDetails').get('monthlyVolume') === 5, 'the edits to reach b');
    await waitFor(
      async () => sample(await scrape(), 'clearpath_collab_persist_seconds_count{step="batch"}') > batchesBefore,
      'a batch write',
    );
    const edited = await scrape();
    expect(sample(edited, 'clearpath_collab_edit_relay_seconds_count')).toBeGreaterThanOrEqual(relayedBefore + 5);
    expect(sample(edited, 'clearpath_collab_persist_failures_total{step="batch"}')).toBe(0);

    close(a);
    close(b);
    // The room leaves the registry, then is stored and compacted into its snapshot.
    await waitFor(async () => sample(await scrape(), 'clearpath_collab_persist_seconds_count{step="compaction"}') >= 1, 'the compaction');
    const after = await scrape();
    expect(sample(after, 'clearpath_collab_rooms{kind="clearview"}')).toBe(0);
    expect(sample(after, 'clearpath_collab_sockets{kind="clearview"}')).toBe(0);
  });
});
