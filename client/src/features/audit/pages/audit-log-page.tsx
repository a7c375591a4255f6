import { Button, EmptyState, ErrorState, PageSpinner, Pager } from '@client/components/ui';
import { useUrlParams } from '@client/lib/url-state';
import { AUDIT_PAGE_SIZE, type AuditLogItem } from '@shared/schemas/audit';
import { type AuditFilter, useAuditLog, useDownloadAuditCsv } from '../api/audit-log';
import { AuditFilters } from '../components/audit-filters';
import { AuditRows } from '../components/audit-rows';

const KEYS = ['actor', 'actor_label', 'action', 'object_type', 'object_id', 'from', 'to', 'page'] as const;

/**
 * /dashboard/audit-log — who changed what (docs/team.md, "Audit log"), admins only: filters kept in the
 * URL, pages of 25, a CSV of the filtered rows. An actor's or an object's name narrows the list to it.
 */
export default function AuditLogPage() {
  const [params, setParams] = useUrlParams(KEYS);
  const page = Math.max(1, Number(params.page) || 1);
  const badRange = Boolean(params.from && params.to && params.from > params.to);
  const filters: AuditFilter = {
    actor: params.actor,
    // The box reads "starts with": the server's prefix form ends in `*`.
    action: params.action ? `${params.action}*` : '',
    object_type: params.object_type,
    object_id: params.object_id,
    from: badRange ? '' : params.from,
    to: badRange ? '' : params.to,
  };
  const log = useAuditLog({ ...filters, page: String(page), page_size: String(AUDIT_PAGE_SIZE) });
  const download = useDownloadAuditCsv();
  const data = log.data;
  const last = data ? Math.max(1, Math.ceil(data.count / AUDIT_PAGE_SIZE)) : 1;
  const apply = (patch: Partial<Record<(typeof KEYS)[number], string>>) => setParams({ ...patch, page: '' });
  const byActor = (row: AuditLogItem) => apply({ actor: String(row.actor_id), actor_label: row.actor_label });
  const byObject = (row: AuditLogItem) => apply({ object_type: row.object_type, object_id: row.object_id ?? '' });
  const filtered = KEYS.some((k) => k !== 'page' && params[k]);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Audit log</h1>
          <p className="mt-1 text-sm text-slate-600">Every change staff made, who made it and when, newest first.</p>
        </div>
        <Button variant="outline" onClick={() => download.mutate(filters)} disabled={download.isPending || badRange}>
          {download.isPending ? 'Exporting…' : 'Export CSV'}
        </Button>
      </header>

      <AuditFilters
        key={`${params.action}|${params.object_type}|${params.object_id}`}
        values={params}
        onApply={apply}
        rangeError={badRange ? 'The end is before the start' : undefined}
      />
      {filtered && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {params.actor && (
            <span className="rounded-full bg-indigo-50 px-3 py-1 text-indigo-800">Who: {params.actor_label || `user ${params.actor}`}</span>
          )}
          <Button size="sm" variant="outline" onClick={() => setParams(Object.fromEntries(KEYS.map((k) => [k, ''])))}>
            Clear filters
          </Button>
        </div>
      )}

      {log.isPending ? (
        <PageSpinner label="Loading the audit log..." />
      ) : log.isError ? (
        <ErrorState message={log.error.message || 'The audit log could not be loaded'} onRetry={() => log.refetch()} />
      ) : !data || data.results.length === 0 ? (
        <EmptyState title="No changes match these filters" description="Try a wider date range or clear the filters." />
      ) : (
        <section aria-label="Audit log" aria-busy={log.isFetching} className={log.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
          <p className="text-sm text-slate-600">
            {data.count} {data.count === 1 ? 'entry' : 'entries'} · page {page} of {last}
          </p>
          <AuditRows rows={data.results} onActor={byActor} onObject={byObject} />
          <Pager page={page} last={last} onPage={(p) => setParams({ page: p === 1 ? '' : String(p) })} />
        </section>
      )}
    </div>
  );
}
