import type { Department } from '@shared/schemas/onboarding-responses';
import { Badge, Button } from '@client/components/ui';
import { EditDeleteButtons, InlineFact, NewTabLink } from '../card-parts';

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
        <InlineFact label="Workstreams" value={d.workstream_count} />
        <InlineFact label="Templates" value={d.template_count} />
        <InlineFact label="Order" value={d.order} />
      </dl>
      <div className="mt-auto pt-4">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-3">
          <EditDeleteButtons name={d.name} onEdit={onEdit} onDelete={onDelete} />
          <div className="flex items-center gap-4">
            <NewTabLink href={d.dashboard_url} label={`View Dashboard of ${d.name}`}>
              View Dashboard
            </NewTabLink>
            <Button variant="link" onClick={onRotate} aria-label={`Rotate link of ${d.name}`}>
              Rotate link
            </Button>
          </div>
        </div>
      </div>
    </article>
  );
}
