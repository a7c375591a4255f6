import { useState } from 'react';
import { Button, NumberField } from '@client/components/ui';
import { formatMoney, formatPercent, PERCENT_DECIMALS } from '@shared/format';
import { useChanged } from '@client/lib/use-changed';
import { DEFAULT_COMPANY_SETTINGS } from '@shared/calc/settings';
import { productionGoalForPercentage, projectOwnership } from '@shared/calc/ownership';
import { inputsFromJson } from '@shared/collab/normalize';
import type { Scenario } from '@shared/schemas/scenarios';
import { Figure } from './figure';
import { LockedNote } from './locked-note';
import { useCompanySettings } from '../../api/company-settings';
import { useSaveScenarioData } from '../../api/scenarios';

/**
 * The ownership calculator (docs/discovery.md, "Ownership calculator"): the share follows from the
 * scenario's production goal and recruiting contribution by the one rule of docs/spec/doc1.md §9, as
 * in the calculator tab and the comparison; typing a percentage sets the goal that brings it.
 */
export function OwnershipCalculator({ recruitId, scenario }: { recruitId: number; scenario: Scenario }) {
  // A settings failure falls back to the defaults silently (docs/spec/doc1.md §8).
  const settings = useCompanySettings().data ?? DEFAULT_COMPANY_SETTINGS;
  const stored = inputsFromJson(scenario.data).ownership;
  const [goal, setGoal] = useState(stored.productionGoal);
  // The percentage as typed while its field has focus: below the contribution's own share it cannot be reached.
  const [typed, setTyped] = useState<number | null>(null);
  if (useChanged(scenario.id)) {
    setGoal(stored.productionGoal);
    setTyped(null);
  }
  const inputs = { ...stored, productionGoal: goal };
  const p = projectOwnership(inputs, settings);
  const floor = projectOwnership({ ...inputs, productionGoal: 0 }, settings).ownershipPercentage;
  const save = useSaveScenarioData(recruitId, scenario, 'ownership-calculator');
  return (
    <div className="space-y-6">
      <form
        aria-label="Ownership"
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          // The stored share is the server's, computed from the goal; an older calculator's own figure is dropped.
          save.mutate({ ownership: { productionGoal: goal, ownershipPercentage: null } });
        }}
      >
        <NumberField label="Production goal ($)" decimals={0} value={goal} onValueChange={(v) => setGoal(v ?? 0)} />
        <NumberField
          label="Ownership percentage (%)"
          decimals={PERCENT_DECIMALS.ownership}
          step={0.1}
          min={0}
          value={typed ?? p.ownershipPercentage}
          error={typed !== null && typed < floor ? `Your recruiting contribution alone brings ${formatPercent(floor, 3)}` : undefined}
          onValueChange={(v) => {
            setTyped(v ?? 0);
            setGoal(productionGoalForPercentage(v ?? 0, inputs, settings));
          }}
          onBlur={() => setTyped(null)}
        />
        <p className="text-sm text-slate-600 sm:col-span-2">
          Your share = (production goal + recruiting contribution of {formatMoney(stored.recruitingContribution)}) ÷ company volume of{' '}
          {formatMoney(settings.financialMetrics.companyTotalVolume)}.
        </p>
        <div className="flex items-center gap-3 sm:col-span-2">
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            Save to Scenario
          </Button>
          <LockedNote scenario={scenario} />
        </div>
      </form>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Ownership projection">
        {[
          ['Year 1 distribution', formatMoney(p.year1Distribution)],
          ['Year 5 distribution', formatMoney(p.year5Distribution)],
          ['Five-year distributions', formatMoney(p.totalFiveYearDistributions)],
          ['Equity value', formatMoney(p.equityValue)],
        ].map(([label, value]) => (
          <Figure key={label} label={label} value={value} />
        ))}
      </dl>
    </div>
  );
}
