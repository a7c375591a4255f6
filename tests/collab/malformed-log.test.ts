// Malformed WebSocket frames are the client's fault: they close that socket and log one warn line
// without a stack, rate-limited, however many arrive (docs/security.md, "Logs").
import { describe, expect, it } from 'vitest';
import { createSession } from '../support/clearview.ts';
import { rawSocket, setupCollabApp } from '../support/collab.ts';

type Line = { level: number; msg: string; err?: unknown; stack?: unknown; left_out?: number };
const lines: Line[] = [];
const ctx = setupCollabApp({ LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) } });

describe('malformed frames in the log', () => {
  it('logs one warn line without a stack for 60 bad frames of three kinds, and nothing at error level', async () => {
    const { token } = await createSession(ctx.sql);
    const bad = [
      () => new Uint8Array([9, 1, 2]), // an unknown message type (our decoder)
      () => 'text', // a text frame (ours)
      () => new Uint8Array(2 * 1024 * 1024), // over the frame limit (ws itself)
    ];
    const codes = [];
    for (let i = 0; i < 60; i++) {
      const raw = rawSocket(ctx, token);
      await raw.opened;
      raw.socket.send(bad[i % 3]());
      codes.push((await raw.closed).code);
    }
    expect(new Set(codes)).toEqual(new Set([1007, 1009]));
    const warned = lines.filter((l) => l.level === 40);
    expect(warned).toHaveLength(1);
    expect(warned[0]).not.toHaveProperty('err');
    expect(warned[0]).not.toHaveProperty('stack');
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
