import postgres from 'postgres';

export type Sql = postgres.Sql<Record<string, unknown>>;

// int8 (count(*), bigserial) and numeric come back as JS numbers: every value we keep fits a double,
// and clients expect JSON numbers, not strings.
const asNumber = { parse: (x: string) => Number(x), serialize: (x: unknown) => String(x) };

/** Opens a connection pool; one per process (tests open one per database). */
export function connect(url: string, max = 10): Sql {
  return postgres(url, {
    max,
    onnotice: () => {},
    transform: { undefined: null },
    types: {
      int8: { to: 20, from: [20], ...asNumber },
      numeric: { to: 1700, from: [1700], ...asNumber },
    },
  }) as unknown as Sql;
}

/**
 * Runs `fn` in one transaction. The transaction handle is passed on as a plain Sql so repo
 * functions work the same inside and outside transactions.
 */
export function transaction<T>(sql: Sql, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return sql.begin((tx) => fn(tx as unknown as Sql)) as Promise<T>;
}
