import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@shared': here('./shared'),
  '@server': here('./server/src'),
  '@client': here('./client/src'),
};

// Explicit includes per tier: Playwright's *.spec.ts files under tests/e2e must never be picked up here.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/support/global-db.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'collab',
          include: ['tests/collab/**/*.test.ts'],
          globalSetup: ['tests/support/global-db.ts', 'tests/support/global-redis.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
