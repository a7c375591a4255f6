import { useState } from 'react';
import { Button, ConfirmDialog, SelectField } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { allowedNextStatuses } from '@shared/domain/pipeline-transitions';
import { STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status';
import { fetchRecruit, initiateOnboarding, updateRecruitStatus } from '../../api';
import type { RecruitDetailContext } from './detail-tabs';
import { StageBadge } from '../stage-badge';

/**
 * Moves the recruit to one of the statuses the pipeline rule allows (shared/domain/pipeline-transitions).
 * Moves that need more than a status (a ClearView session, a module choice, an onboarding process)
 * go through their own flow instead of a bare PATCH.
 */
export function PhaseManagementTab({ ctx }: { ctx: RecruitDetailContext }) {
  const { recruit } = ctx;
  const options = allowedNextStatuses(recruit.status);
  const [target, setTarget] = useState<RecruitStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const chosen = target && options.includes(target) ? target : '';

  const start = () => {
    if (!chosen) return;
    if (chosen === 'clearview_scheduled') return ctx.openScheduleClearview();
    if (chosen === 'discovery_access_expanded' && recruit.status === 'clearview_completed') return ctx.openEnableDiscovery();
    setConfirming(true);
  };

  const move = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      let updated;
      if (chosen === 'onboarding_initiated') {
        // doc1 §4: the onboarding process comes first; the server then sets the status.
        await initiateOnboarding(recruit.id);
        updated = await fetchRecruit(recruit.id);
        if (updated.status !== 'onboarding_initiated') updated = await updateRecruitStatus(recruit.id, chosen);
      } else {
        updated = await updateRecruitStatus(recruit.id, chosen);
      }
      ctx.onRecruitChange(updated);
      toast.success('Recruit status updated');
      ctx.notify({ tone: 'success', text: `Status changed to "${STATUS_LABELS[updated.status]}"` });
      setTarget('');
    } catch (err) {
      const text = errorText(err, 'Failed to update status');
      toast.error(text);
      ctx.notify({ tone: 'error', text });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        Current status: <StageBadge status={recruit.status} />
      </div>
      {options.length === 0 ? (
        <p className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
          This recruit has reached the end of the pipeline; there is no further status to move to.
        </p>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            label="Move to status"
            className="flex-1"
            value={chosen}
            onChange={(e) => setTarget(e.target.value as RecruitStatus | '')}
            options={[{ value: '', label: 'Select the next status…' }, ...options.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
          />
          <Button onClick={start} disabled={!chosen} loading={busy} loadingText="Updating...">
            Update Status
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Change status"
        message={
          chosen
            ? `Move ${recruit.first_name} ${recruit.last_name} from "${STATUS_LABELS[recruit.status]}" to "${STATUS_LABELS[chosen]}"?`
            : ''
        }
        confirmLabel="Move"
        tone="primary"
        busy={busy}
        onConfirm={() => void move()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
