import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { DateRangeFields, EmptyState, Field, PageSpinner, Pager, SelectField, DataTable } from '@client/components/ui';
import { hrefs } from '@client/config/paths';
import { formatDateTime } from '@shared/format';
import { useChanged } from '@client/lib/use-changed';
import { useDebounced } from '@client/lib/use-debounced';
import { useUrlParams } from '@client/lib/url-state';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_TYPE_FILTERS, activityLabel } from '@shared/domain/activity';
import { describeActivityDetails } from '@shared/domain/activity-details';
import { useAllActivity } from '../api/activity';

const KEYS = ['search', 'type', 'date_from', 'date_to', 'page'] as const;
const TYPE_OPTIONS = [{ value: '', label: 'All activity' }, ...ACTIVITY_TYPE_FILTERS.map((f) => ({ value: f.type, label: f.label }))];

/**
 * /dashboard/activity — Candidate Activity (docs/spec/doc2.md "Staff dashboard layout", §7, §9;
 * docs/dashboard.md): search (debounced 300 ms), date range, type filter and pages of 20, all kept in
 * the URL; a row opens the recruit.
 */
export default function ActivityPage() {
  const [params, setParams] = useUrlParams(KEYS);
  const [, navigate] = useLocation();
  const [search, setSearch] = useState(params.search);
  // Back or a link changes the URL's search: the box follows.
  if (useChanged(params.search) && params.search !== search.trim()) setSearch(params.search);
  const settled = useDebounced(search.trim());
  // Once typing settles, the search goes into the URL (replacing the entry: keystrokes are not history).
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== params.search) setParams({ search: settled, page: '' }, { replace: true });
  }, [settled, params.search, setParams]);

  const page = Math.max(1, Number(params.page) || 1);
  const type = ACTIVITY_TYPE_FILTERS.find((f) => f.type === params.type);
  const badRange = Boolean(params.date_from && params.date_to && params.date_from > params.date_to);
  const activity = useAllActivity({
    page: String(page),
    page_size: String(ACTIVITY_PAGE_SIZE),
    search: params.search,
    action: type?.action ?? '',
    date_from: badRange ? '' : params.date_from,
    date_to: badRange ? '' : params.date_to,
  });
  const data = activity.data;
  const last = data ? Math.max(1, Math.ceil(data.count / ACTIVITY_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Candidate Activity</h1>
        <p className="mt-1 text-sm text-slate-600">Everything that happened with your recruits, newest first.</p>
      </header>
      <search aria-label="Filter activity">
        <form
          onSubmit={(e) => e.preventDefault()}
          className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1.2fr_1fr_1fr]"
        >
          <Field
            label="Search"
            type="search"
            placeholder="Recruit name or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <SelectField
            label="Type"
            options={TYPE_OPTIONS}
            value={type?.type ?? ''}
            onChange={(e) => setParams({ type: e.target.value, page: '' })}
          />
          <DateRangeFields
            from={params.date_from}
            to={params.date_to}
            onFrom={(date_from) => setParams({ date_from, page: '' })}
            onTo={(date_to) => setParams({ date_to, page: '' })}
            error={badRange ? 'The end is before the start' : undefined}
          />
        </form>
      </search>

      {activity.isPending ? (
        <PageSpinner label="Loading activity..." />
      ) : !data || data.results.length === 0 ? (
        <EmptyState title="No activity matches these filters" description="Try a wider date range or another type." />
      ) : (
        <section
          aria-label="Activity"
          aria-busy={activity.isFetching}
          className={activity.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}
        >
          <p className="text-sm text-slate-600">
            {data.count} {data.count === 1 ? 'entry' : 'entries'} · page {page} of {last}
          </p>
          <DataTable
            label="Activity entries"
            rows={data.results}
            rowKey={(item) => item.id}
            rowTestId={() => 'activity-row'}
            // The whole row opens the recruit for the mouse; the name is the link for the keyboard.
            onRowClick={(item) => item.recruit && navigate(hrefs.recruitDetails(item.recruit))}
            rowClassName={(item) => (item.recruit ? 'cursor-pointer hover:bg-indigo-50/50' : undefined)}
            look="ruled"
            tableClassName="min-w-[44rem]"
            columns={[
              { header: 'When', className: 'whitespace-nowrap text-slate-700', cell: (item) => formatDateTime(item.timestamp) },
              {
                header: 'Recruit',
                cell: (item) =>
                  item.recruit ? (
                    <Link href={hrefs.recruitDetails(item.recruit)} className="font-medium text-indigo-700 hover:underline">
                      {item.recruit_name || `Recruit ${item.recruit}`}
                    </Link>
                  ) : (
                    <span className="text-slate-500">—</span>
                  ),
              },
              { header: 'Activity', className: 'text-slate-900', cell: (item) => activityLabel(item.action) },
              {
                header: 'Details',
                className: 'max-w-xs truncate text-slate-700',
                cell: (item) => describeActivityDetails(item.details as Record<string, unknown>),
              },
              { header: 'By', className: 'text-slate-700', cell: (item) => item.actor },
            ]}
          />
          <Pager page={page} last={last} onPage={(p) => setParams({ page: p === 1 ? '' : String(p) })} />
        </section>
      )}
    </div>
  );
}
