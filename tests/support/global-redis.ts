// The collab tier's own Redis, as it has its own PostgreSQL: the tests of several instances share
// rooms through it.
import type { TestProject } from 'vitest/node';
import { startRedisServer } from '../../scripts/local-servers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const redis = await startRedisServer();
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}
