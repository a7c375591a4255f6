import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { BrandMark } from '@client/components/brand-mark';
import { PageSpinner } from '@client/components/ui';
import { ApiError, errorText } from '@client/lib/api';
import type { AcceptPageResponse, INVALID_ACCEPT_TOKEN as ServerText } from '@shared/schemas/recruits';
import { fetchAcceptance } from '../api';
import { AcceptForm } from '../components/accept-form';
import { InvalidLinkPanel } from '../components/invalid-link-panel';

// The acceptance default (docs/spec/doc1.md §8), typed against the server's constant without importing zod.
const INVALID_ACCEPT_TOKEN: typeof ServerText = 'Invalid or expired token';
// docs/spec/doc1.md §5: "the token must exist". Shown for a link without a token, a 404 that carries no text,
// and a 400 (a token of a shape no link ever has, whose validation text means nothing to a recruit).
const INVALID_TOKEN = 'Invalid token';

/** The Invalid Link panel's text: the server's message first, then the docs/spec/doc1.md defaults. */
function invalidLinkText(err: unknown): string {
  if (err instanceof ApiError && (err.status === 400 || (err.status === 404 && !err.fromServer))) return INVALID_TOKEN;
  return errorText(err, INVALID_ACCEPT_TOKEN);
}

type Load = { state: 'loading' } | { state: 'invalid'; message: string } | { state: 'ready'; data: AcceptPageResponse };

/** /accept/:token — the recruit reviews and accepts the profile their recruiter created. */
export default function AcceptPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    document.title = 'Accept your profile · Clearpath';
    let alive = true;
    if (!token.trim()) {
      setLoad({ state: 'invalid', message: INVALID_TOKEN });
      return;
    }
    setLoad({ state: 'loading' });
    fetchAcceptance(token)
      .then((data) => alive && setLoad({ state: 'ready', data }))
      .catch((err) => alive && setLoad({ state: 'invalid', message: invalidLinkText(err) }));
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
