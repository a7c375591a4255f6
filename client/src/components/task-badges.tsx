import type { TaskPriority, TaskStatus } from '@shared/domain/onboarding';
import { PRIORITY_LABELS, TASK_STATUS_LABELS } from '@shared/domain/labels';
import { Badge, type BadgeTone } from '@client/components/ui';

/** Shared by every onboarding task view (staff, department, recruit, public link). */
const PRIORITY_TONES: Record<TaskPriority, BadgeTone> = {
  critical: 'red',
  high: 'orange',
  medium: 'yellow',
  low: 'green',
};

const TASK_STATUS_TONES: Record<TaskStatus, BadgeTone> = {
  pending: 'gray',
  in_progress: 'blue',
  completed: 'green',
  blocked: 'red',
};

export function PriorityBadge({ priority, suffix }: { priority: TaskPriority; suffix?: string }) {
  return (
    <Badge tone={PRIORITY_TONES[priority] ?? 'gray'}>
      {suffix ? `${priority.toUpperCase()} ${suffix}` : (PRIORITY_LABELS[priority] ?? priority)}
    </Badge>
  );
}

export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <Badge tone={TASK_STATUS_TONES[status] ?? 'gray'}>{TASK_STATUS_LABELS[status] ?? status}</Badge>;
}

/** '{n} days overdue' (docs/spec/doc3.md §2.8); nothing when on time. */
export function OverdueBadge({ days }: { days: number }) {
  if (!days || days <= 0) return null;
  return <Badge tone="red">{`${days} days overdue`}</Badge>;
}

/** Weight as shown on task rows: 5 → "5%", 2.5 → "2.5%". */
export function formatWeight(weight: number | string | null | undefined): string {
  const n = Number(weight ?? 0);
  return `${Number.isFinite(n) ? Math.round(n * 10) / 10 : 0}%`;
}
