import { formatPercent } from '@shared/format';
import type { NurtureOverview } from '@shared/schemas/nurture';
import { FigureCards } from './figure-cards';

/** The Email Tracking tab: the last 30 days' e-mails by status, with the open rate and the share the mail server accepted. */
export function TrackingTab({ tracking: t }: { tracking: NurtureOverview['email_tracking'] }) {
  const rows = [
    ['Queued', t.queued],
    ['Sent', t.sent],
    ['Delivered', t.delivered],
    ['Opened', t.opened],
    ['Failed', t.failed],
  ] as const;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">E-mails of the last 30 days: {t.total} in all.</p>
      <FigureCards figures={rows} columns="grid-cols-2 md:grid-cols-5" />
      <p className="text-sm text-slate-700">
        Open rate <strong>{formatPercent(t.open_rate)}</strong> · accepted by the mail server{' '}
        <strong>{formatPercent(t.accepted_rate)}</strong> of those sent
      </p>
      <p className="text-xs text-slate-500">
        Mail servers confirm that they accepted an e-mail, not that it reached the inbox: an e-mail counts as delivered only when a provider
        reports it, and as opened when the reader's mail app loads its images.
      </p>
    </div>
  );
}
