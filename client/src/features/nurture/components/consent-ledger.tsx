import { Badge, type BadgeTone, Spinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { CONSENT_SOURCE_LABELS, type ConsentStatus } from '@shared/domain/consent';
import { formatDateTime } from '@shared/format';
import { useRecruitConsent } from '../api/consent';

const STATE_TEXT: Record<ConsentStatus, { label: string; tone: BadgeTone }> = {
  opted_in: { label: 'Opted in', tone: 'green' },
  opted_out: { label: 'Opted out', tone: 'orange' },
  none: { label: 'No entry', tone: 'gray' },
};
const CHANNEL_LABEL = { email: 'E-mail', sms: 'Text messages' } as const;

/** The consent ledger on the recruit (staff): each channel's state and every entry with its source and wording. */
export function ConsentLedger({ recruitId }: { recruitId: number }) {
  const consent = useRecruitConsent(recruitId);
  return (
    <section aria-label="Consent record" className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Consent record</h3>
      {consent.isPending ? (
        <Spinner label="Loading consent record" showLabel size="sm" />
      ) : consent.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load the consent record. {errorText(consent.error, '')}
        </p>
      ) : (
        <>
          <dl className="flex flex-wrap gap-4 text-sm">
            {(['email', 'sms'] as const).map((channel) => (
              <div key={channel} className="flex items-center gap-2">
                <dt className="text-slate-600">{CHANNEL_LABEL[channel]}</dt>
                <dd>
                  <Badge tone={STATE_TEXT[consent.data[channel]].tone}>{STATE_TEXT[consent.data[channel]].label}</Badge>
                </dd>
              </div>
            ))}
          </dl>
          {consent.data.entries.length === 0 ? (
            <p className="text-sm text-slate-600">No opt-in or opt-out recorded yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
              {consent.data.entries.map((e) => (
                <li key={`${e.created_at}-${e.channel}-${e.state}`} className="space-y-1 px-4 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{CHANNEL_LABEL[e.channel]}</span>
                    <Badge tone={STATE_TEXT[e.state].tone}>{STATE_TEXT[e.state].label}</Badge>
                    <span className="text-slate-600">{CONSENT_SOURCE_LABELS[e.source]}</span>
                    <span className="ml-auto text-slate-500">{formatDateTime(e.created_at)}</span>
                  </div>
                  <p className="text-xs break-words text-slate-600">
                    “{e.wording}” <span className="text-slate-400">({e.wording_version})</span>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
