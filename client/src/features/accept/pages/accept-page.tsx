import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { BrandMark } from '@client/components/brand-mark';
import { PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import type { AcceptPageResponse, INVALID_ACCEPT_TOKEN as ServerText } from '@shared/schemas/recruits';
import { fetchAcceptance } from '../api';
import { AcceptForm } from '../components/accept-form';
import { InvalidLinkPanel } from '../components/invalid-link-panel';

// The acceptance default (doc1 §8), typed against the server's constant without importing zod.
const INVALID_ACCEPT_TOKEN: typeof ServerText = 'Invalid or expired token';

type Load = { state: 'loading' } | { state: 'invalid'; message: string } | { state: 'ready'; data: AcceptPageResponse };

/** /accept/:token — the recruit reviews and accepts the profile their recruiter created. */
export default function AcceptPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    document.title = 'Accept your profile · Clearpath';
    let alive = true;
    setLoad({ state: 'loading' });
    fetchAcceptance(token)
      .then((data) => alive && setLoad({ state: 'ready', data }))
      .catch((err) => alive && setLoad({ state: 'invalid', message: errorText(err, INVALID_ACCEPT_TOKEN) }));
    return () => {
      alive = false;
    };
  }, [token]);

  return (
    <main className="min-h-screen bg-slate-50 px-4 py-8 sm:py-12">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <BrandMark />
        {load.state === 'loading' && <PageSpinner label="Loading your profile..." />}
        {load.state === 'invalid' && <InvalidLinkPanel message={load.message} />}
        {load.state === 'ready' && <AcceptForm token={token} data={load.data} />}
      </div>
    </main>
  );
}
