import { useEffect } from 'react';
import { useParams } from 'wouter';
import { BrandMark } from '@client/components/brand-mark';
import { Button, EmptyState, PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { CONSENT_WORDING } from '@shared/domain/consent';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe';

const INVALID_LINK = 'This unsubscribe link has expired or is not valid. Sign in to your dashboard to stop follow-ups.';

/** /unsubscribe/:token — the page of a follow-up e-mail's unsubscribe link: one confirm button (docs/nurture.md, "Unsubscribe"). */
export default function UnsubscribePage() {
  const { token = '' } = useParams<{ token: string }>();
  const status = useUnsubscribeStatus(token);
  const confirm = useUnsubscribe(token);

  useEffect(() => {
    document.title = 'Unsubscribe · Clearpath';
  }, []);

  return (
    <main className="min-h-screen bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-xl flex-col gap-8">
        <BrandMark />
        {status.isPending ? (
          <PageSpinner label="Loading..." />
        ) : status.isError ? (
          <EmptyState title="Link not valid" description={errorText(status.error, INVALID_LINK)} />
        ) : (
          <section aria-labelledby="unsubscribe-title" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h1 id="unsubscribe-title" className="text-xl font-semibold text-slate-900">
              {status.data.opted_out ? 'You are unsubscribed' : 'Unsubscribe from follow-up e-mails?'}
            </h1>
            {status.data.opted_out ? (
              <p role="status" className="text-sm text-slate-700">
                No more follow-up e-mails go to {status.data.address}. Account e-mails (passwords, invitations, tasks) still arrive.
              </p>
            ) : (
              <>
                <p className="text-sm text-slate-700">For {status.data.address}.</p>
                <p className="text-sm text-slate-600">{CONSENT_WORDING.emailLink.text}</p>
                <Button loading={confirm.isPending} onClick={() => confirm.mutate()} className="w-full sm:w-auto">
                  Unsubscribe
                </Button>
              </>
            )}
          </section>
        )}
      </div>
    </main>
  );
}
