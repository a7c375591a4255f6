import { changedPaths } from '@shared/domain/audit-diff';
import { STATUS_LABELS } from '@shared/domain/recruit-status';

/** A value as people read it: a recruit status by its label ("ClearView Completed"), not its key. */
function shown(path: string, v: unknown): string {
  if (v === undefined || v === null) return '—';
  if (path === 'status' && typeof v === 'string' && v in STATUS_LABELS) return STATUS_LABELS[v as keyof typeof STATUS_LABELS];
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** Before and after of a row as one line per changed key: `path: before → after`; nothing when the row has neither. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return null;
  const changes = changedPaths(before ?? {}, after ?? {});
  if (changes.length === 0) return <span className="text-slate-500">No values changed</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {changes.map((c) => (
        // relative: the sr-only text stays inside the table frame that scrolls it, not the page.
        <li key={c.path} className="relative [overflow-wrap:anywhere]">
          <span className="font-medium text-slate-800">{c.path}</span>: <del className="text-red-700">{shown(c.path, c.before)}</del>{' '}
          <span aria-hidden="true">→</span>
          <span className="sr-only">changed to</span> <ins className="text-emerald-800 no-underline">{shown(c.path, c.after)}</ins>
        </li>
      ))}
    </ul>
  );
}
