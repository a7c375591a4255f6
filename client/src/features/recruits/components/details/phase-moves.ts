import { actionNeededFor, allowedNextStatuses, type MoveAction } from '@shared/domain/pipeline-transitions';
import { STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status';
import type { Recruit } from '@shared/schemas/recruits';

/**
 * How Phase Management carries out a move to one status. The server refuses a plain status change
 * for moves that have their own action (shared/domain/pipeline-transitions.ts), so those go
 * through the action's dialog here, or are shown disabled when their action lives elsewhere.
 */
type PhaseMove =
  | { kind: 'status' } // a plain status change, after a confirmation
  | { kind: 'schedule'; action: MoveAction } // opens Schedule ClearView
  | { kind: 'discovery'; action: MoveAction } // opens Enable Discovery; the status follows
  | { kind: 'onboarding'; action: MoveAction } // Initiate Onboarding: the process with its tasks; the server sets the status
  | { kind: 'elsewhere'; action: MoveAction }; // not possible from this tab (the recruit, or the ClearView page, acts)

interface PhaseOption {
  status: RecruitStatus;
  label: string;
  move: PhaseMove;
}

function moveTo(recruit: Recruit, to: RecruitStatus): PhaseMove {
  const action = actionNeededFor(to, {
    discovery_access: recruit.discovery_access.is_enabled,
    onboarding_process: recruit.has_onboarding_process,
  });
  if (!action) return { kind: 'status' };
  if (to === 'clearview_scheduled') return { kind: 'schedule', action };
  if (to === 'discovery_access_expanded') return { kind: 'discovery', action };
  if (to === 'onboarding_initiated') return { kind: 'onboarding', action };
  return { kind: 'elsewhere', action };
}

/** The statuses the recruit may move to, each with how the move is made and its option label. */
export function phaseOptions(recruit: Recruit): PhaseOption[] {
  return allowedNextStatuses(recruit.status).map((status) => {
    const move = moveTo(recruit, status);
    const label = move.kind === 'elsewhere' ? `${STATUS_LABELS[status]} (use "${move.action.action}")` : STATUS_LABELS[status];
    return { status, label, move };
  });
}

/** The line under the select explaining a chosen move that runs through its action. */
export function phaseHint(option: PhaseOption | undefined): string | null {
  if (!option || option.move.kind === 'status' || option.move.kind === 'elsewhere') return null;
  const { action, how } = option.move.action;
  return `This move goes through "${action}": ${how.charAt(0).toLowerCase()}${how.slice(1)}`;
}

/** Lines explaining the moves that cannot be made from this tab. */
export function elsewhereHints(options: PhaseOption[]): string[] {
  return options.flatMap((o) =>
    o.move.kind === 'elsewhere' ? [`"${STATUS_LABELS[o.status]}": use "${o.move.action.action}". ${o.move.action.how}`] : [],
  );
}
