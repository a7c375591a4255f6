import { ResponsiveList } from '@client/components/ui';
import { formatDateTime } from '@shared/format';
import type { AuditLogItem } from '@shared/schemas/audit';
import { AuditChanges } from './audit-changes';

interface Props {
  rows: AuditLogItem[];
  /** Narrows the list to one actor's rows, or one object's. */
  onActor: (row: AuditLogItem) => void;
  onObject: (row: AuditLogItem) => void;
}

const objectText = (row: AuditLogItem) => (row.object_id ? `${row.object_type} #${row.object_id}` : row.object_type);
const linkClass = 'text-left font-medium text-indigo-700 hover:underline';

function ActorButton({ row, onActor }: { row: AuditLogItem; onActor: Props['onActor'] }) {
  if (row.actor_id === null) return <span>{row.actor_label}</span>;
  return (
    <button type="button" className={linkClass} onClick={() => onActor(row)} title="Show only this person's changes">
      {row.actor_label}
    </button>
  );
}

function ObjectButton({ row, onObject }: { row: AuditLogItem; onObject: Props['onObject'] }) {
  return (
    <button type="button" className={linkClass} onClick={() => onObject(row)} title="Show only this object's changes">
      {objectText(row)}
    </button>
  );
}

/** The rows as a table from 768 px, as cards below (390 px phones read them without sideways scrolling). */
export function AuditRows({ rows, onActor, onObject }: Props) {
  return (
    <ResponsiveList
      breakpoint="md"
      cardsFirst
      label="Audit entries"
      rows={rows}
      rowKey={(row) => row.id}
      rowTestId={() => 'audit-row'}
      rowClassName="align-top"
      look="ruled"
      columns={[
        { header: 'When', className: 'whitespace-nowrap text-slate-700', cell: (row) => formatDateTime(row.created_at) },
        { header: 'Who', cell: (row) => <ActorButton row={row} onActor={onActor} /> },
        { header: 'Action', cell: (row) => <code className="text-slate-900">{row.action}</code> },
        { header: 'Object', className: 'whitespace-nowrap', cell: (row) => <ObjectButton row={row} onObject={onObject} /> },
        { header: 'Changes', className: 'max-w-sm text-slate-700', cell: (row) => <AuditChanges before={row.before} after={row.after} /> },
      ]}
      cardClassName="space-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
      card={(row) => (
        <>
          <p className="flex flex-wrap justify-between gap-2 text-slate-600">
            <span>{formatDateTime(row.created_at)}</span>
            <code className="text-slate-900">{row.action}</code>
          </p>
          <p>
            <ActorButton row={row} onActor={onActor} />
          </p>
          <p>
            <ObjectButton row={row} onObject={onObject} />
          </p>
          <AuditChanges before={row.before} after={row.after} />
        </>
      )}
    />
  );
}
