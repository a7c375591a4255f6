import { useMutation } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Button, ConfirmDialog, FieldFrame, controlClass } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status';
import type { Recruit } from '@shared/schemas/recruits';
import { fetchRecruit, hasOnboardingProcess, initiateOnboarding, updateRecruitStatus } from '../../api';
import type { RecruitDetailContext } from './detail-tabs';
import { elsewhereHints, phaseHint, phaseOptions } from './phase-moves';
import { StageBadge } from '../stage-badge';
import { RecruitDetailViews } from '../../detail-view-slots';

/**
 * Moves the recruit to one of the statuses the pipeline rule allows (shared/domain/pipeline-transitions).
 * Moves that have their own action go through it (phase-moves.ts): Schedule ClearView and Enable
 * Discovery open their dialogs, Initiate Onboarding creates the process; moves made by the recruit
 * or on the ClearView page are listed but disabled, with a hint.
 */
export function PhaseManagementTab({ ctx }: { ctx: RecruitDetailContext }) {
  const { recruit } = ctx;
  const options = phaseOptions(recruit);
  const [target, setTarget] = useState<RecruitStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const chosen = options.find((o) => o.status === target && o.move.kind !== 'elsewhere');
  const hint = phaseHint(chosen);
  const elsewhere = elsewhereHints(options);
  const onboarding = chosen?.move.kind === 'onboarding';

  const start = () => {
    if (!chosen) return;
    if (chosen.move.kind === 'schedule') return ctx.openScheduleClearview();
    if (chosen.move.kind === 'discovery') return ctx.openEnableDiscovery({ thenMove: true });
    setConfirming(true);
  };

  // docs/spec/doc1.md §4: onboarding_initiated comes with a process; POST /onboarding/processes/ creates it and
  // sets the status itself. Only a recruit who already has a process gets a plain status change.
  const initiate = async (): Promise<Recruit> => {
    if (await hasOnboardingProcess(recruit.id)) return updateRecruitStatus(recruit.id, 'onboarding_initiated');
    await initiateOnboarding(recruit.id);
    return fetchRecruit(recruit.id);
  };

  const move = useMutation({
    mutationFn: (to: RecruitStatus) => (onboarding ? initiate() : updateRecruitStatus(recruit.id, to)),
    onSuccess: (updated) => {
      ctx.onRecruitChange(updated);
      toast.success(onboarding ? 'Onboarding initiated successfully' : 'Recruit status updated');
      ctx.notify({ tone: 'success', text: `Status changed to "${STATUS_LABELS[updated.status]}"` });
      setTarget('');
    },
    onError: (err) => {
      const text = errorText(err, onboarding ? 'Failed to initiate onboarding' : 'Failed to update status');
      toast.error(text);
      ctx.notify({ tone: 'error', text });
    },
    onSettled: () => setConfirming(false),
  });
  const busy = move.isPending;

  const from = STATUS_LABELS[recruit.status];
  const name = `${recruit.first_name} ${recruit.last_name}`;
  const message = !chosen
    ? ''
    : onboarding
      ? `Initiate onboarding for ${name}? This creates their onboarding process and moves them from "${from}" to "${STATUS_LABELS[chosen.status]}".`
      : `Move ${name} from "${from}" to "${STATUS_LABELS[chosen.status]}"?`;

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
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FieldFrame label="Move to status" className="flex-1" hint={hint}>
            {(ids) => (
              <select
                id={ids.id}
                aria-describedby={ids.describedBy}
                className={controlClass(false)}
                value={chosen?.status ?? ''}
                onChange={(e) => setTarget(e.target.value as RecruitStatus | '')}
              >
                <option value="">Select the next status…</option>
                {options.map((o) => (
                  <option key={o.status} value={o.status} disabled={o.move.kind === 'elsewhere'}>
                    {o.label}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
          <Button className="sm:mt-7" onClick={start} disabled={!chosen} loading={busy} loadingText="Updating...">
            Update Status
          </Button>
        </div>
      )}
      {elsewhere.length > 0 && (
        <ul className="space-y-1 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-600" aria-label="Moves made elsewhere">
          {elsewhere.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <ComposedPhase ctx={ctx} view="nurturePhase" />
      <ComposedPhase ctx={ctx} view="proformaPhase" />
      <ConfirmDialog
        open={confirming}
        title={onboarding ? 'Initiate Onboarding' : 'Change status'}
        message={message}
        confirmLabel={onboarding ? 'Initiate Onboarding' : 'Move'}
        tone="primary"
        busy={busy}
        onConfirm={() => chosen && move.mutate(chosen.status)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** Phase Management's nurture and proforma parts, composed in by app/ (detail-view-slots.ts). */
function ComposedPhase({ ctx, view }: { ctx: RecruitDetailContext; view: 'nurturePhase' | 'proformaPhase' }) {
  const render = useContext(RecruitDetailViews)[view];
  if (!render) return null;
  return <div className="border-t border-slate-200 pt-5">{render({ recruit: ctx.recruit, onRecruitChanged: ctx.reloadRecruit })}</div>;
}
