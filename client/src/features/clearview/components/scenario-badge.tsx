import type { ClearviewPageResponse } from '@shared/schemas/clearview';
import { Badge } from '@client/components/ui';

type Scenario = NonNullable<ClearviewPageResponse['scenario']>;

/** "Baseline: ClearView Baseline (Read-only)" or "Sandbox: …". */
export function ScenarioBadge({ scenario }: { scenario: Scenario }) {
  const type = scenario.type === 'baseline' ? 'Baseline' : 'Sandbox';
  return (
    <Badge tone={scenario.type === 'baseline' ? 'purple' : 'blue'}>
      {type}: {scenario.name}
      {scenario.is_locked && ' (Read-only)'}
    </Badge>
  );
}
