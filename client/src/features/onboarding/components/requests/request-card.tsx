import { labelOf } from '@shared/domain/labels';
import type { RequestStatus } from '@shared/domain/onboarding';
import type { OnboardingRequest } from '@shared/schemas/onboarding-responses';
import { Badge, Button, type BadgeTone } from '@client/components/ui';
import { formatDate } from '@shared/format';
import { Card, CardNote } from '../card-parts';

const STATUS_TONES: Record<RequestStatus, BadgeTone> = { pending: 'yellow', approved: 'green', rejected: 'red', completed: 'blue' };

export const requestRecruitName = (r: OnboardingRequest) =>
  [r.recruit?.first_name, r.recruit?.last_name].filter(Boolean).join(' ') || r.recruit_name || 'Unknown recruit';

interface Props {
  request: OnboardingRequest;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onDelete: () => void;
  /** A process without tasks: choose its tasks. */
  onAddTasks: () => void;
}

/** One onboarding request (docs/spec/doc3.md §2.4); only pending ones can be decided or deleted. */
export function RequestCard({ request, busy, onApprove, onReject, onDelete, onAddTasks }: Props) {
  const name = requestRecruitName(request);
  const pending = request.status === 'pending';
  const withoutTasks = request.process_id !== null && request.task_count === 0;
  return (
    <Card
      label={`Request of ${name}`}
      title={name}
      badges={<Badge tone={STATUS_TONES[request.status] ?? 'gray'}>{labelOf('requestStatus', request.status)}</Badge>}
      subtitle={<p className="mt-0.5 text-sm break-all text-slate-600">{request.recruit?.email}</p>}
      actions={
        <>
          {withoutTasks && (
            <Button size="sm" onClick={onAddTasks} disabled={busy}>
              Add Tasks
            </Button>
          )}
          {pending && (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={onApprove} disabled={busy}>
                Approve
              </Button>
              <Button size="sm" variant="outline" onClick={onReject} disabled={busy}>
                Reject
              </Button>
              <Button size="sm" variant="danger-ghost" onClick={onDelete} disabled={busy}>
                Delete
              </Button>
            </div>
          )}
        </>
      }
    >
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <Item label="Current Role" value={request.current_role} />
        <Item label="Company" value={request.current_company} />
        <Item label="Start Date" value={formatDate(request.preferred_start_date, { fallback: 'N/A' })} />
      </dl>
      {request.process_id !== null && (
        <p className={withoutTasks ? 'mt-3 text-sm font-medium text-amber-700' : 'mt-3 text-sm text-slate-600'}>
          {withoutTasks ? 'Onboarding started without tasks: add the departments’ tasks.' : `Tasks: ${request.task_count}`}
        </p>
      )}
      {request.special_requirements && <CardNote label="Special Requirements" text={request.special_requirements} />}
      {request.notes && <CardNote label="Notes" text={request.notes} />}
    </Card>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium break-words text-slate-800">{value || 'N/A'}</dd>
    </div>
  );
}
