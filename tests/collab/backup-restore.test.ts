// `npm run db:backup` and `npm run db:restore` (docs/deployment.md "Backups"): a dump taken while a
// room is live restores into a fresh database with the recruit, the room's figures and a message.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import * as Y from 'yjs';
import { ensureDatabase } from '../../server/src/db/embedded.ts';
import { queueEmail } from '../../server/src/modules/messages/queue.ts';
import { PostgresPersistence } from '../../server/src/collab/persistence.ts';
import { connect } from '../../server/src/db/connect.ts';
import { createSession } from '../support/clearview.ts';
import { setupClients, setupCollabApp, waitFor } from '../support/collab.ts';

const ctx = setupCollabApp();
const { client } = setupClients(ctx);
const work = mkdtempSync(join(tmpdir(), 'clearpath-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** One of the npm scripts, as a person runs it, against the database at `url`. */
function npmScript(script: 'db-backup' | 'db-restore', url: string, file: string) {
  const run = spawnSync(process.execPath, ['scripts/server-cli.mjs', script, file], {
    encoding: 'utf8',
    // DATA_DIR holds the unpacked pg_dump/pg_restore (and nothing else here: DATABASE_URL is given).
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: join(work, 'data'), LOG_LEVEL: 'silent' },
    timeout: 120_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('backup and restore', () => {
  it('restores a live room, a recruit and a message into a fresh database, and refuses a non-empty one', async () => {
    const session = await createSession(ctx.sql, { first_name: 'Bailey' });
    const live = client(session.token);
    await live.synced();
    live.doc.getMap('productionDetails').set('monthlyVolume', 2_750_000);
    live.doc.getMap('productionDetails').set('avgLoanSize', 310_000);
    await waitFor(async () => {
      const [{ n }] = await ctx.sql<
        { n: number }[]
      >`select count(*)::int as n from yjs_updates where room = ${`clearview:${session.token}`}`;
      return n > 0;
    }, 'the edits to be stored');
    const messageId = await queueEmail(ctx.sql, {
      recruitId: session.recruitId,
      to: session.email,
      subject: 'Your ClearView session',
      text: 'See you on Friday.',
      type: 'notification',
    });

    // The room stays open while the dump is taken.
    const file = join(work, 'clearpath.dump');
    const backup = npmScript('db-backup', ctx.dbUrl, file);
    expect(backup.output).toContain(`Backup written: ${file}`);
    expect(backup.status).toBe(0);

    const adminUrl = inject('pgAdminUrl');
    const name = `restored_${Date.now()}`;
    await ensureDatabase(adminUrl, name);
    const restoredUrl = adminUrl.replace(/\/postgres$/, `/${name}`);
    const restore = npmScript('db-restore', restoredUrl, file);
    expect(restore.output).toContain(`Restored ${file}`);
    expect(restore.status).toBe(0);

    const again = npmScript('db-restore', restoredUrl, file);
    expect(again.status).toBe(1);
    expect(again.output).toContain(`The database "${name}" is not empty`);

    const sql = connect(restoredUrl, 2);
    try {
      const [recruit] = await sql<
        { first_name: string; email: string }[]
      >`select first_name, email from recruits where id = ${session.recruitId}`;
      expect(recruit).toEqual({ first_name: 'Bailey', email: session.email });
      const [message] = await sql<
        { subject: string; to_address: string }[]
      >`select subject, to_address from messages where id = ${messageId}`;
      expect(message).toEqual({ subject: 'Your ClearView session', to_address: session.email });
      const stored = await new PostgresPersistence(sql).load(`clearview:${session.token}`);
      const doc = new Y.Doc();
      if (stored.snapshot) Y.applyUpdate(doc, stored.snapshot);
      for (const update of stored.updates) Y.applyUpdate(doc, update);
      expect(doc.getMap('productionDetails').toJSON()).toMatchObject({ monthlyVolume: 2_750_000, avgLoanSize: 310_000 });
    } finally {
      await sql.end();
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin`drop database ${admin(name)} with (force)`;
      await admin.end();
    }
  });
});
