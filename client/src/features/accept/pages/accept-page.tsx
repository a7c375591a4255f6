import { useParams } from 'wouter';
import { TokenLinkPage } from '@client/components/token-link-page';
import { PageSpinner } from '@client/components/ui';
import { ApiError, errorText } from '@client/lib/api';
import type { INVALID_ACCEPT_TOKEN as ServerText } from '@shared/schemas/recruits';
import { useAcceptance } from '../api/acceptance';
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

/** /accept/:token — the recruit reviews and accepts the profile their recruiter created. */
export default function AcceptPage() {
  const { token = '' } = useParams<{ token: string }>();
  const hasToken = token.trim() !== '';
  const acceptance = useAcceptance(token);

  return (
    <TokenLinkPage title="Accept your profile" width="wide">
      {!hasToken ? (
        <InvalidLinkPanel message={INVALID_TOKEN} />
      ) : acceptance.data ? (
        <AcceptForm token={token} data={acceptance.data} />
      ) : acceptance.isError ? (
        <InvalidLinkPanel message={invalidLinkText(acceptance.error)} />
      ) : (
        <PageSpinner label="Loading your profile..." />
      )}
    </TokenLinkPage>
  );
}
