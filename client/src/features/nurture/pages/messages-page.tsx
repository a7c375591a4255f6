import { useState } from 'react';
import { Badge, type BadgeTone, BreakableAddress, Button, DataTable, EmptyState, PageSpinner, SelectField } from '@client/components/ui';
import { labelOf } from '@shared/domain/labels';
import { formatDateTime, formatNumber } from '@shared/format';
import { MESSAGE_STATUSES, MESSAGES_PAGE_SIZE, type MessageStatus } from '@shared/schemas/messages';
import { useMessages } from '../api/messages';

const TONE: Record<MessageStatus, BadgeTone> = { queued: 'gray', sent: 'blue', delivered: 'indigo', opened: 'green', failed: 'red' };

/** /dashboard/messages — Messages & Communications: every e-mail and SMS with its delivery status (docs/nurture.md). */
export default function MessagesPage() {
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const [page, setPage] = useState(1);
  const messages = useMessages(status, page);
  const counts = messages.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const options = [
    { value: '', label: counts ? `All statuses (${formatNumber(total)})` : 'All statuses' },
    ...MESSAGE_STATUSES.map((s) => ({
      value: s,
      label: counts ? `${labelOf('messageStatus', s)} (${formatNumber(counts[s])})` : labelOf('messageStatus', s),
    })),
  ];
  const pages = messages.data ? Math.max(1, Math.ceil(messages.data.count / MESSAGES_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Messages &amp; Communications</h1>
          <p className="mt-1 text-sm text-slate-600">Every e-mail and text the app has sent or queued, newest first.</p>
        </div>
        <SelectField
          label="Status"
          options={options}
          value={status}
          className="w-56"
          onChange={(e) => {
            setStatus(e.target.value as MessageStatus | '');
            setPage(1);
          }}
        />
      </header>
      {messages.isPending ? (
        <PageSpinner label="Loading messages..." />
      ) : !messages.data || messages.data.results.length === 0 ? (
        <EmptyState
          title={messages.isError ? 'Messages could not be loaded' : 'No messages'}
          description={status ? `No ${labelOf('messageStatus', status).toLowerCase()} messages.` : undefined}
        />
      ) : (
        <>
          <DataTable
            label="Messages"
            labelTable
            frameClassName={messages.isPlaceholderData ? 'opacity-60' : undefined}
            rows={messages.data.results}
            rowKey={(m) => m.id}
            look="spaced"
            columns={[
              {
                header: 'Recruit',
                // The column kept in view on a phone stays narrow (the address breaks anywhere), so the subject gets room.
                className: 'w-48 min-w-48 max-w-48 wrap-anywhere sm:w-auto sm:max-w-none',
                cell: (m) => (
                  <>
                    <div className="font-medium text-slate-900">{m.recruit_name || '—'}</div>
                    <div className="text-xs text-slate-500">
                      <BreakableAddress address={m.to_address} />
                    </div>
                  </>
                ),
              },
              {
                header: 'Subject',
                className: 'min-w-[14rem] text-slate-800',
                cell: (m) => (
                  <>
                    {m.channel === 'sms' ? <span className="text-slate-500">Text message</span> : m.subject}
                    {m.status === 'failed' && m.last_error && <p className="mt-1 text-xs text-red-700">{m.last_error}</p>}
                  </>
                ),
              },
              {
                header: 'Type',
                className: 'text-slate-700',
                cell: (m) => (
                  <>
                    <span className="whitespace-nowrap">{labelOf('messageType', m.type)} ·</span>{' '}
                    <span className="whitespace-nowrap">{labelOf('messageChannel', m.channel)}</span>
                  </>
                ),
              },
              { header: 'Status', cell: (m) => <Badge tone={TONE[m.status]}>{labelOf('messageStatus', m.status)}</Badge> },
              { header: 'Sent', className: 'whitespace-nowrap text-slate-600', cell: (m) => formatDateTime(m.sent_at ?? m.created_at) },
            ]}
          />
          <nav className="flex items-center justify-between text-sm text-slate-600" aria-label="Pages">
            <span>
              Page {page} of {pages} · {messages.data.count} messages
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={!messages.data.next} onClick={() => setPage((p) => p + 1)}>
                Next
              </Button>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}
