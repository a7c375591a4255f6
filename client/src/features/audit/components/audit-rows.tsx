import { TableFrame } from '@client/components/ui';
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
    <>
      <ul className="space-y-3 md:hidden" aria-label="Audit entries">
        {rows.map((row) => (
          <li key={row.id} data-testid="audit-row" className="space-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
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
          </li>
        ))}
      </ul>
      <TableFrame label="Audit entries" className="hidden md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-700">
            <tr>
              {['When', 'Who', 'Action', 'Object', 'Changes'].map((h) => (
                <th key={h} scope="col" className="px-4 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.id} data-testid="audit-row" className="align-top">
                <td className="px-4 py-2 whitespace-nowrap text-slate-700">{formatDateTime(row.created_at)}</td>
                <td className="px-4 py-2">
                  <ActorButton row={row} onActor={onActor} />
                </td>
                <td className="px-4 py-2">
                  <code className="text-slate-900">{row.action}</code>
                </td>
                <td className="px-4 py-2 whitespace-nowrap">
                  <ObjectButton row={row} onObject={onObject} />
                </td>
                <td className="max-w-sm px-4 py-2 text-slate-700">
                  <AuditChanges before={row.before} after={row.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </>
  );
}
