import { useState } from 'react';
import { Checkbox, FormDialog } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { DISCOVERY_MODULES, DISCOVERY_MODULE_LABELS, type DiscoveryModule } from '@shared/domain/discovery-modules';
import type { Recruit } from '@shared/schemas/recruits';
import { type EnableOutcome, useEnableDiscoveryAccess } from '../../api/discovery-access';

interface Props {
  recruit: Recruit;
  open: boolean;
  /** Also move the recruit to discovery_access_expanded when enabling leaves the status as it was (Phase Management's choice). */
  moveToExpanded: boolean;
  onClose: () => void;
  onEnabled: (outcome: EnableOutcome, message: string) => void;
  onFailed: (message: string) => void;
}

/** Module selection for discovery access; all four modules are ticked by default (docs/spec/doc1.md §7). */
export function EnableDiscoveryDialog({ recruit, open, moveToExpanded, onClose, onEnabled, onFailed }: Props) {
  const [modules, setModules] = useState<DiscoveryModule[]>([...DISCOVERY_MODULES]);
  if (useChanged(open) && open) setModules([...DISCOVERY_MODULES]);

  const toggle = (m: DiscoveryModule) =>
    setModules((cur) => DISCOVERY_MODULES.filter((x) => (x === m ? !cur.includes(x) : cur.includes(x))));

  const enable = useEnableDiscoveryAccess(recruit.id, {
    onSuccess: (outcome, { modules: chosen }) => {
      const message = outcome.message || `Discovery access enabled with ${chosen.length} modules`;
      toast.success(message);
      onEnabled(outcome, message);
      onClose();
    },
    // Told once, in the dialog's banner.
    onError: (err) => onFailed(errorText(err, 'Failed to enable access')),
  });
  const busy = enable.isPending;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Enable Discovery Access"
      description={`Choose the discovery tools ${recruit.first_name} may use. They receive an email when access is enabled.`}
      size="md"
      busy={busy}
      submitLabel="Enable Access"
      loadingText="Enabling..."
      disabled={modules.length === 0}
      onSubmit={() => enable.mutate({ modules, moveToExpanded })}
    >
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-medium text-slate-700">Modules</legend>
        {DISCOVERY_MODULES.map((m) => (
          <Checkbox key={m} label={DISCOVERY_MODULE_LABELS[m]} checked={modules.includes(m)} onChange={() => toggle(m)} className="flex" />
        ))}
      </fieldset>
      {modules.length === 0 && <p className="mt-3 text-sm text-red-600">Select at least one module</p>}
    </FormDialog>
  );
}
