import { BrandMark } from '@client/components/brand-mark';
import { Button, EmptyState, PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { formatDateTime } from '@shared/format';
import { labelOf } from '@shared/domain/labels';
import type { OutboxMessage } from '@shared/schemas/messages';
import { useOutbox } from '../api/outbox';

/** /dev/outbox — the mails the server sent, so invite and reset links work without a mail server. */
export default function OutboxPage() {
  const outbox = useOutbox();
  const messages = outbox.data ?? null;
  const error = outbox.error ? errorText(outbox.error, 'Failed to load messages') : null;

  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <BrandMark size="sm" />
          <h1 className="text-xl font-semibold text-slate-900">Dev outbox</h1>
        </div>
        <Button variant="outline" onClick={() => void outbox.refetch()} loading={outbox.isFetching} loadingText="Refreshing...">
          Refresh
        </Button>
      </header>
      <p className="mt-2 text-sm text-slate-600">
        Every e-mail and text message the server has queued, newest first, with its delivery status.
      </p>

      <div className="mt-6">
        {error && (
          <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
            {error}
          </p>
        )}
        {messages === null && !error ? (
          <PageSpinner label="Loading messages..." />
        ) : messages && messages.length === 0 ? (
          <EmptyState title="No messages yet" description="Messages appear here as soon as the server queues them." />
        ) : (
          <ul className="space-y-4">
            {messages?.map((m) => (
              <li key={m.id}>
                <OutboxCard message={m} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </main>
  );
}

function OutboxCard({ message }: { message: OutboxMessage }) {
  const links = message.links ?? [];
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{message.channel === 'sms' ? 'Text message' : message.subject}</h2>
        <time dateTime={message.created_at} className="text-xs text-slate-500">
          {formatDateTime(message.created_at)}
        </time>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>
          To: <span className="font-medium text-slate-800">{message.to}</span>
        </span>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          {labelOf('messageChannel', message.channel)} · {labelOf('messageStatus', message.status)}
          {message.transport ? ` · ${message.transport}` : ''}
        </span>
      </p>
      {message.last_error && <p className="mt-1 text-xs text-red-700">Last error: {message.last_error}</p>}
      {links.length > 0 && (
        <ul className="mt-3 space-y-1">
          {links.map((link) => (
            <li key={link}>
              <a href={link} className="text-sm font-medium break-all text-indigo-600 hover:text-indigo-800 hover:underline">
                {link}
              </a>
            </li>
          ))}
        </ul>
      )}
      <pre className="mt-3 max-h-64 overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-700">
        {message.text}
      </pre>
    </article>
  );
}
