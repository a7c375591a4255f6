import { Badge, type BadgeTone } from '@client/components/ui';
import { STATUS_LABELS, stepIndex, type RecruitStatus } from '@shared/domain/recruit-status';

// One colour per stepper step, so a badge and the progress bar of a card agree.
const STEP_TONES: BadgeTone[] = ['gray', 'blue', 'indigo', 'purple', 'orange', 'yellow', 'green'];

export function stageTone(status: RecruitStatus): BadgeTone {
  return STEP_TONES[stepIndex(status)] ?? 'gray';
}

/** The recruit's status with its exact label (docs/spec/doc1.md §4). */
export function StageBadge({ status, className }: { status: RecruitStatus; className?: string }) {
  return (
    <Badge tone={stageTone(status)} className={className}>
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
