// The app's configuration in tests (no vitest import: a child process of a test uses it too).
import { loadConfig, type Config } from '../../server/src/config.ts';

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    APP_URL: 'http://clearpath.test',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
    SEED_DEMO: 'true',
    ...overrides,
  });
}
