import type { Scenario } from '@shared/schemas/scenarios.ts';
import type { ScenarioRow } from './repo.ts';

/** A stored scenario as every scenario endpoint answers it. */
export const serializeScenario = (row: ScenarioRow): Scenario => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
