// /recruit-dashboard/clearview-calculator?scenario={id}&type={type}[&view=readonly]: one of the
// recruit's scenarios in the ClearView calculator, opened in a new tab from the scenario manager
// (docs/spec/doc2.md deep links; docs/discovery.md "Scenario rooms").
import { useSearch } from 'wouter';
import { ApiError } from '@client/lib/api';
import { useSession } from '@client/lib/session';
import { LoadingState, ScenarioErrorState } from '../components/page-states';
import { ScenarioCalculatorView } from '../components/scenario-calculator-view';
import { useCompanySettings } from '../api/company-settings';
import { useScenario, useScenarioList } from '../api/scenarios';
import { scenarioBackLink } from '../lib/scenario-back-link';
import { parseScenarioId } from '../lib/scenario-id';

export default function ScenarioCalculatorPage() {
  const search = new URLSearchParams(useSearch());
  const id = parseScenarioId(search.get('scenario'));
  const { user } = useSession();
  const scenario = useScenario(id);
  const list = useScenarioList(scenario.data?.recruit);
  const { settings, pending } = useCompanySettings();
  const back = scenarioBackLink(user?.type, scenario.data?.recruit);

  if (id === undefined) return <ScenarioErrorState detail="This link does not name a scenario." back={back} />;
  if (scenario.isError) {
    console.error('Failed to load scenario data', scenario.error);
    return <ScenarioErrorState detail={scenario.error instanceof ApiError ? scenario.error.message : undefined} back={back} />;
  }
  if (scenario.isPending || pending) return <LoadingState />;
  const baseline = list.data?.find((s) => s.type === 'baseline');
  return (
    <ScenarioCalculatorView
      key={scenario.data.id}
      scenario={scenario.data}
      settings={settings}
      baselineId={baseline?.id ?? null}
      readOnly={scenario.data.is_locked || search.get('view') === 'readonly'}
      back={back}
    />
  );
}
