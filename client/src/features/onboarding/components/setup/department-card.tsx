import type { Department } from '@shared/schemas/onboarding-responses';
import { Badge, Button } from '@client/components/ui';

interface Props {
  department: Department;
  onEdit: () => void;
  onDelete: () => void;
  onRotate: () => void;
}

/** A department card (docs/spec/doc3.md §2.5) with its dashboard link and the link's key rotation. */
export function DepartmentCard({ department: d, onEdit, onDelete, onRotate }: Props) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={d.name}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{d.name}</h3>
        <Badge tone={d.is_active ? 'green' : 'gray'}>{d.is_active ? 'Active' : 'Inactive'}</Badge>
      </div>
      <p className="text-sm break-all text-slate-600">{d.email}</p>
      {d.description && <p className="mt-2 text-sm text-slate-700">{d.description}</p>}
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <div className="flex gap-1">
          <dt>Workstreams:</dt>
          <dd className="font-medium text-slate-800">{d.workstream_count}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Templates:</dt>
          <dd className="font-medium text-slate-800">{d.template_count}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Order:</dt>
          <dd className="font-medium text-slate-800">{d.order}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-3">
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Edit ${d.name}`}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-red-600! hover:bg-red-50! hover:text-red-700!"
              onClick={onDelete}
              aria-label={`Delete ${d.name}`}
            >
              Delete
            </Button>
          </div>
          <div className="flex items-center gap-4">
            <a
              href={d.dashboard_url}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline"
              aria-label={`View Dashboard of ${d.name} (opens in a new tab)`}
            >
              View Dashboard
            </a>
            <Button variant="link" onClick={onRotate} aria-label={`Rotate link of ${d.name}`}>
              Rotate link
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
