/**
 * A scenario id as a URL carries it (`?scenario=12`): only a positive whole number that fits the
 * database's integer means anything; anything else is no scenario, rather than a request the
 * server would answer with a 400.
 */
export function parseScenarioId(raw: string | null): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}
