import type { Scenario } from '@shared/schemas/scenarios';

/** Beside a calculator's save: the active scenario is read-only (docs/spec/doc2.md §5, 'Baseline is locked'). */
export function LockedNote({ scenario }: { scenario: Scenario }) {
  if (!scenario.is_locked) return null;
  return <p className="text-sm text-amber-800">{scenario.type === 'baseline' ? 'Baseline is locked' : 'Locked by your recruiter'}</p>;
}
