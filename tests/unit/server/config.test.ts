import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('production never runs on development conveniences (issue 22)', () => {
  const PRODUCTION = { NODE_ENV: 'production', ...SECRET };

  it('refuses to start without JWT_SECRET, in one line that names it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^JWT_SECRET is required when NODE_ENV=production: set it to a random secret of at least 32 characters$/,
    );
  });

  it('has no demo access, and refuses SEED_DEMO=true', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' })).toThrow(/^SEED_DEMO cannot be on when NODE_ENV=production/);
  });

  it('leaves development as it was: demo access on, a generated secret without JWT_SECRET', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clearpath-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.env).toBe('development');
      expect(config.seedDemo).toBe(true);
      expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
