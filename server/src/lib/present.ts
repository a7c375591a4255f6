/**
 * A value the code has just written, locked or checked, read back. Its absence is a bug on our side
 * (a 500 in the logs), never an answer to the client, so it throws a plain Error.
 */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} was expected but is missing`);
  return value;
}
