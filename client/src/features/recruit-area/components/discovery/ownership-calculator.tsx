import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, NumberField } from '@client/components/ui';
import { formatMoney } from '@shared/format';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { DEFAULT_COMPANY_SETTINGS } from '@shared/calc/settings';
import { projectOwnershipPercentage } from '@shared/calc/ownership';
import type { Scenario } from '@shared/schemas/scenarios';
import { Figure } from './figure';
import { discoveryKeys, fetchCompanySettings, logDiscoveryActivity, saveScenarioData } from '../../discovery-api';

/** docs/spec/doc2.md §9: production goal 50,000,000, ownership 2.5 % (step 0.1). */
const DEFAULTS = { productionGoal: 50_000_000, ownershipPercentage: 2.5 };
type Ownership = typeof DEFAULTS;

const ownershipOf = (s: Scenario): Ownership => {
  const o = (s.data as { ownership?: Partial<Ownership> }).ownership ?? {};
  return {
    productionGoal: o.productionGoal ?? DEFAULTS.productionGoal,
    ownershipPercentage: o.ownershipPercentage ?? DEFAULTS.ownershipPercentage,
  };
};

/** The ownership calculator: distributions and equity of a share, saved into the active sandbox's data. */
export function OwnershipCalculator({ recruitId, scenario }: { recruitId: number; scenario: Scenario }) {
  const queryClient = useQueryClient();
  // A settings failure falls back to the defaults silently (docs/spec/doc1.md §8).
  const settings = useQuery({ queryKey: discoveryKeys.settings, queryFn: fetchCompanySettings });
  const [draft, setDraft] = useState(() => ownershipOf(scenario));
  if (useChanged(scenario.id)) setDraft(ownershipOf(scenario));
  const p = projectOwnershipPercentage(draft.ownershipPercentage, settings.data ?? DEFAULT_COMPANY_SETTINGS);
  const save = useMutation({
    // A merge patch: only the ownership keys change; the calculator's other ownership figures stay.
    mutationFn: () => saveScenarioData(scenario.id, { ownership: draft }),
    meta: { errorToast: 'Failed to update scenario', serverText: true },
    onSuccess: () => {
      toast.success('Scenario updated successfully!');
      logDiscoveryActivity(recruitId, 'ownership-calculator', 'scenario_update', { scenario: scenario.id });
      void queryClient.invalidateQueries({ queryKey: discoveryKeys.scenarios(recruitId) });
    },
  });
  return (
    <div className="space-y-6">
      <form
        aria-label="Ownership"
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <NumberField
          label="Production goal ($)"
          decimals={0}
          value={draft.productionGoal}
          onValueChange={(v) => setDraft({ ...draft, productionGoal: v ?? 0 })}
        />
        <NumberField
          label="Ownership percentage (%)"
          decimals={3}
          step={0.1}
          min={0}
          value={draft.ownershipPercentage}
          onValueChange={(v) => setDraft({ ...draft, ownershipPercentage: v ?? 0 })}
        />
        <div className="flex items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={scenario.is_locked} loading={save.isPending} loadingText="Saving...">
            Save to Scenario
          </Button>
          {scenario.is_locked && <p className="text-sm text-amber-800">Baseline is locked</p>}
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
