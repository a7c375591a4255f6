import { useState } from 'react';
import { Button, EmptyState, ErrorState, PageSpinner, Pager, SelectField } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { WEBHOOK_DELIVERY_STATUSES } from '@shared/domain/webhooks';
import { WEBHOOK_DELIVERY_PAGE_SIZE } from '@shared/schemas/webhooks';
import { useReplayWebhookDelivery, useWebhookDeliveries } from '../api/deliveries';
import { useWebhookEndpoints } from '../api/endpoints';
import type { DeliveryFilter } from '../api/webhook-keys';
import { DeliveryRows } from './delivery-rows';

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })),
];

/** The delivery log, newest first, 25 a page: filter by status or endpoint, refresh, replay a finished delivery. */
export function DeliveryLog() {
  const [filter, setFilter] = useState<DeliveryFilter>({ page: 1, status: '', endpoint: '' });
  const endpoints = useWebhookEndpoints();
  // An endpoint deleted while chosen no longer narrows the log.
  const gone = endpoints.data !== undefined && !endpoints.data.results.some((e) => String(e.id) === filter.endpoint);
  const query = gone && filter.endpoint ? { ...filter, endpoint: '', page: 1 } : filter;
  const log = useWebhookDeliveries(query);
  const replay = useReplayWebhookDelivery((d) => toast.success(`Replay queued as delivery #${d.id}`));
  const data = log.data;
  const last = data ? Math.max(1, Math.ceil(data.count / WEBHOOK_DELIVERY_PAGE_SIZE)) : 1;
  const endpointOptions = [
    { value: '', label: 'All endpoints' },
    ...(endpoints.data?.results ?? []).map((e) => ({ value: String(e.id), label: e.url })),
  ];
  const filtered = query.status !== '' || query.endpoint !== '';

  const body = log.isPending ? (
    <PageSpinner label="Loading the deliveries..." />
  ) : log.isError ? (
    <ErrorState message={errorText(log.error, 'Failed to load the deliveries')} onRetry={() => void log.refetch()} />
  ) : !data || data.results.length === 0 ? (
    <EmptyState
      title={filtered ? 'No deliveries match these filters' : 'No deliveries yet — they appear when an event happens'}
      description={filtered ? 'Choose all statuses and all endpoints to see every delivery.' : undefined}
    />
  ) : (
    <div aria-busy={log.isFetching} className={log.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
      <p className="text-sm text-slate-600">
        {data.count} {data.count === 1 ? 'delivery' : 'deliveries'} · page {query.page} of {last}
      </p>
      <DeliveryRows deliveries={data.results} busyId={replay.isPending ? replay.variables : null} onReplay={(d) => replay.mutate(d.id)} />
      <Pager page={query.page} last={last} onPage={(page) => setFilter({ ...query, page })} />
    </div>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-slate-900">Delivery log</h3>
        <Button size="sm" variant="outline" loading={log.isFetching && !log.isPending} onClick={() => void log.refetch()}>
          Refresh
        </Button>
      </div>
      {/* minmax(0, …) and min-w-0: a long endpoint URL among the options must not widen the page. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <SelectField
          label="Status"
          value={filter.status}
          options={STATUS_OPTIONS}
          onChange={(e) => setFilter({ ...query, status: e.target.value, page: 1 })}
        />
        <SelectField
          label="Endpoint"
          className="min-w-0"
          value={query.endpoint}
          options={endpointOptions}
          onChange={(e) => setFilter({ ...query, endpoint: e.target.value, page: 1 })}
        />
      </div>
      {body}
    </div>
  );
}
