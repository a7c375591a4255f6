import { useState } from 'react';
import { Button, ConfirmDialog, FieldFrame, controlClass } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status';
import type { Recruit } from '@shared/schemas/recruits';
import { hrefs } from '@client/config/paths';
import { DISCOVERY_MODULES } from '@shared/domain/discovery-modules';
import { useEnableDiscoveryAccess } from '../../api/discovery-access';
import { useMoveRecruitStatus } from '../../api/recruits';
import { journeyFactsOf, offeredActions, type PhaseAction } from '@shared/domain/journey';
import type { RecruitDetailContext } from './detail-context';
import { elsewhereHints, phaseHint, phaseOptions } from './phase-moves';
import { StageBadge } from '../stage-badge';
import { RecruitDetailViews } from '../../slots';

/** Moves that have their own action are buttons of the Phase actions panel, not entries of the status list. */
const ACTION_KINDS = ['schedule', 'discovery', 'onboarding'] as const;
const isAction = (kind: string) => (ACTION_KINDS as readonly string[]).includes(kind);

/**
 * Phase Management (docs/spec/doc2.md "Recruit details dialog"; docs/pipeline.md "What can happen
 * next"): the actions the journey rule offers for the recruit first (Schedule ClearView, Expand
 * Discovery Access with its e-mail, Initiate Onboarding with the task chooser, Open Onboarding
 * Dashboard), then the status list for the moves that have no action of their own
 * (shared/domain/pipeline-transitions); moves made by the recruit or on the ClearView page are
 * listed but disabled, with a hint. Every outcome is told once, in the dialog's banner.
 */
export function PhaseManagementTab({ ctx }: { ctx: RecruitDetailContext }) {
  const { recruit } = ctx;
  const offered = offeredActions(journeyFactsOf(recruit));
  const options = phaseOptions(recruit).filter((o) => !isAction(o.move.kind));
  const [target, setTarget] = useState<RecruitStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const chosen = options.find((o) => o.status === target && o.move.kind === 'status');
  const hint = phaseHint(options.find((o) => o.status === target));
  const elsewhere = elsewhereHints(options);
  const failed = (fallback: string) => (err: unknown) => ctx.notify({ tone: 'error', text: errorText(err, fallback) });

  // doc2 "Phase management": expand discovery access (all tools); the recruit gets the tools-ready
  // e-mail (server/src/modules/recruits/discovery-access/) and, at clearview_completed, the status follows.
  const expand = useEnableDiscoveryAccess(recruit.id, {
    onSuccess: ({ recruit: updated }) => {
      toast.success('Discovery access expanded successfully');
      const moved = updated.status !== recruit.status;
      ctx.notify({ tone: 'success', text: moved ? `Status changed to "${STATUS_LABELS[updated.status]}"` : 'Discovery access expanded' });
    },
    onError: failed('Failed to expand discovery access'),
  });

  const move = useMoveRecruitStatus(recruit.id, {
    onSuccess: (updated) => {
      toast.success('Recruit status updated');
      ctx.notify({ tone: 'success', text: `Status changed to "${STATUS_LABELS[updated.status]}"` });
      setTarget('');
    },
    onError: failed('Failed to update status'),
    onSettled: () => setConfirming(false),
  });

  const from = STATUS_LABELS[recruit.status];
  const name = `${recruit.first_name} ${recruit.last_name}`;
  const allMoves = phaseOptions(recruit);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        Current status: <StageBadge status={recruit.status} />
      </div>
      <PhaseActions
        recruit={recruit}
        offered={offered}
        onSchedule={ctx.openScheduleClearview}
        onExpand={() => expand.mutate({ modules: [...DISCOVERY_MODULES] })}
        expanding={expand.isPending}
        onChooseModules={() => ctx.openEnableDiscovery({ thenMove: true })}
        onInitiate={ctx.openInitiateOnboarding}
      />
      {allMoves.length === 0 ? (
        <p className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
          This recruit has reached the end of the pipeline; there is no further status to move to.
        </p>
      ) : options.length === 0 ? null : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FieldFrame label="Move to status" className="flex-1" hint={hint}>
            {(ids) => (
              <select
                id={ids.id}
                aria-describedby={ids.describedBy}
                className={controlClass(false)}
                value={options.some((o) => o.status === target) ? target : ''}
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
          <Button
            className="sm:mt-[1.625rem]"
            onClick={() => chosen && setConfirming(true)}
            disabled={!chosen}
            loading={move.isPending}
            loadingText="Updating..."
          >
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
        title="Change status"
        message={chosen ? `Move ${name} from "${from}" to "${STATUS_LABELS[chosen.status]}"?` : ''}
        confirmLabel="Move"
        tone="primary"
        busy={move.isPending}
        onConfirm={() => chosen && move.mutate(chosen.status)}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

/** Phase Management's nurture and proforma parts, composed in by app/ (slots.ts). */
function ComposedPhase({ ctx, view }: { ctx: RecruitDetailContext; view: 'nurturePhase' | 'proformaPhase' }) {
  const render = RecruitDetailViews.useView(view);
  if (!render) return null;
  return <div className="border-t border-slate-200 pt-5">{render({ recruit: ctx.recruit, onRecruitChanged: ctx.reloadRecruit })}</div>;
}

type PhaseActionsProps = {
  recruit: Recruit;
  offered: PhaseAction[];
  onSchedule: () => void;
  onExpand: () => void;
  expanding: boolean;
  onChooseModules: () => void;
  onInitiate: () => void;
};

/** The actions the journey rule offers at the recruit's phase, each with what it does; none when there are none. */
function PhaseActions({ recruit, offered, onSchedule, onExpand, expanding, onChooseModules, onInitiate }: PhaseActionsProps) {
  const inOnboarding = recruit.has_onboarding_process || recruit.status === 'onboarding_initiated' || recruit.status === 'onboarded';
  const has = (a: PhaseAction) => offered.includes(a);
  if (!has('schedule_clearview') && !has('enable_discovery') && !has('initiate_onboarding') && !inOnboarding) return null;
  return (
    <section aria-label="Phase actions" className="space-y-3">
      {has('schedule_clearview') && (
        <ActionRow text="Set the date of the ClearView session; the recruit gets the invitation with the meeting link.">
          <Button onClick={onSchedule}>{recruit.status === 'clearview_scheduled' ? 'Reschedule ClearView' : 'Schedule ClearView'}</Button>
        </ActionRow>
      )}
      {has('enable_discovery') && (
        <ActionRow text={`Open all four discovery tools for ${recruit.first_name} and e-mail them that the tools are ready.`}>
          <Button onClick={onExpand} loading={expanding} loadingText="Expanding...">
            Expand Discovery Access
          </Button>
          <Button variant="link" onClick={onChooseModules} disabled={expanding}>
            Choose modules…
          </Button>
        </ActionRow>
      )}
      {has('initiate_onboarding') && (
        <ActionRow text="Choose the tasks each department receives; the recruit moves to onboarding initiated and the departments are e-mailed.">
          <Button onClick={onInitiate}>Initiate Onboarding</Button>
        </ActionRow>
      )}
      {inOnboarding && (
        <ActionRow text="Follow the departments' tasks for this recruit.">
          <a
            href={hrefs.onboarding({ recruit: recruit.id })}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center rounded-lg bg-indigo-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-indigo-700"
          >
            Open Onboarding Dashboard
          </a>
        </ActionRow>
      )}
    </section>
  );
}

function ActionRow({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-indigo-100 bg-indigo-50/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">{text}</p>
      <div className="flex shrink-0 items-center gap-3">{children}</div>
    </div>
  );
}
