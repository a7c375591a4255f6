import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button, ConfirmDialog, cx } from '@client/components/ui';
import { hrefs } from '@client/config/paths';
import { toast } from '@client/lib/toast';
import type { Scenario } from '@shared/schemas/scenarios';
import { NewTabLink } from './new-tab-link';
import { createSandbox, deleteScenario, discoveryKeys } from '../../discovery-api';

type Props = { recruitId: number; scenarios: Scenario[]; active: Scenario | null; onSwitch: (s: Scenario) => void };

/**
 * The scenario manager (docs/spec/doc2.md "Scenario manager"): the baseline is the locked reference;
 * sandboxes are the recruit's own what-ifs, created, switched and deleted here.
 */
export function ScenarioManager({ recruitId, scenarios, active, onSwitch }: Props) {
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: discoveryKeys.scenarios(recruitId) });
  const sandboxes = scenarios.filter((s) => s.type === 'sandbox');
  const baseline = scenarios.find((s) => s.type === 'baseline');
  const create = useMutation({
    // doc2 §5: this form's name falls back to 'Sandbox Scenario N'.
    mutationFn: () => createSandbox(recruitId, `Sandbox Scenario ${sandboxes.length + 1}`, baseline),
    meta: { errorToast: 'Failed to create scenario', serverText: true },
    onSuccess: async (created) => {
      toast.success('Sandbox scenario created successfully');
      await refresh();
      onSwitch(created);
    },
  });
  const remove = useMutation({
    mutationFn: (s: Scenario) => deleteScenario(s.id),
    meta: { errorToast: 'Failed to delete scenario', serverText: true },
    onSuccess: async (_, removed) => {
      toast.success('Scenario deleted successfully');
      setDeleting(null);
      // The active one falls back to the baseline, or the first left.
      if (active?.id === removed.id) {
        const left = scenarios.filter((s) => s.id !== removed.id);
        const next = left.find((s) => s.type === 'baseline') ?? left[0];
        if (next) onSwitch(next);
      }
      await refresh();
    },
  });
  return (
    <section aria-labelledby="scenarios-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="scenarios-title" className="text-sm font-semibold text-slate-900">
          Scenarios
        </h3>
        <Button size="sm" onClick={() => create.mutate()} loading={create.isPending} loadingText="Creating...">
          New Sandbox
        </Button>
      </div>
      <ul className="space-y-2">
        {scenarios.map((s) => (
          <li
            key={s.id}
            className={cx('rounded-lg border px-3 py-2', active?.id === s.id ? 'border-indigo-300 bg-indigo-50' : 'border-slate-200')}
          >
            <div className="flex items-start gap-3">
              <button type="button" className="min-w-0 flex-1 text-left" aria-pressed={active?.id === s.id} onClick={() => onSwitch(s)}>
                <span className="block truncate text-sm font-medium text-slate-900">{s.name}</span>
                <span className="text-xs text-slate-600">
                  {s.type === 'baseline' ? 'Locked reference from your ClearView session' : 'Your what-if'}
                </span>
              </button>
              {s.type === 'baseline' && <Badge tone="gray">Locked</Badge>}
            </div>
            <div className="mt-1 -ml-3 flex flex-wrap items-center gap-1">
              <NewTabLink href={hrefs.scenarioCalculator(s)} label={`Open ${s.name} in the calculator (new tab)`} look="text">
                Open
              </NewTabLink>
              {s.type === 'sandbox' && baseline && (
                <NewTabLink
                  href={hrefs.scenarioComparison(baseline.id, s.id)}
                  label={`Compare ${s.name} with the baseline (new tab)`}
                  look="text"
                >
                  Compare
                </NewTabLink>
              )}
              {s.type === 'sandbox' && (
                <Button size="sm" variant="ghost" className="ml-auto" aria-label={`Delete ${s.name}`} onClick={() => setDeleting(s)}>
                  Delete
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete scenario"
        message="Are you sure you want to delete this scenario?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
