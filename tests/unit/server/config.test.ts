import { describe, expect, it } from 'vitest';
import { listensBeyondLoopback, loadConfig } from '../../../server/src/config.ts';

const SECRET = { JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256' };

describe('listen address (issue 8: development conveniences stay on this machine)', () => {
  it('npm start listens on 127.0.0.1 unless HOST is set', () => {
    expect(loadConfig(SECRET).host).toBe('127.0.0.1');
    expect(loadConfig({ ...SECRET, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('tells loopback addresses from ones other machines reach (the demo-data warning)', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1']) expect(listensBeyondLoopback({ host })).toBe(false);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'clearpath.example.com']) expect(listensBeyondLoopback({ host })).toBe(true);
  });
});
