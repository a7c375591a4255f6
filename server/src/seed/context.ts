import type { Sql } from '../db/connect.ts';

/** What every area's seed function receives from seedIfEmpty (index.ts). */
export type SeedContext = { sql: Sql; appUrl: string; log: (msg: string) => void };
