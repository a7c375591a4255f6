import { labelOf } from '@shared/domain/labels';
import type { RequestStatus } from '@shared/domain/onboarding';
import type { OnboardingRequest } from '@shared/schemas/onboarding-responses';
import { Badge, Button, type BadgeTone } from '@client/components/ui';
import { formatDate } from '@shared/format';

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
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={`Request of ${name}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold text-slate-900">{name}</h3>
            <Badge tone={STATUS_TONES[request.status] ?? 'gray'}>{labelOf('requestStatus', request.status)}</Badge>
          </div>
          <p className="mt-0.5 text-sm break-all text-slate-600">{request.recruit?.email}</p>
        </div>
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
            <Button
              size="sm"
              variant="ghost"
              className="text-red-600! hover:bg-red-50! hover:text-red-700!"
              onClick={onDelete}
              disabled={busy}
            >
              Delete
            </Button>
          </div>
        )}
      </div>
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
      {request.special_requirements && <Note label="Special Requirements" text={request.special_requirements} />}
      {request.notes && <Note label="Notes" text={request.notes} />}
    </article>
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

function Note({ label, text }: { label: string; text: string }) {
  return (
    <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      <p className="mt-0.5 whitespace-pre-line text-slate-700">{text}</p>
    </div>
  );
}
