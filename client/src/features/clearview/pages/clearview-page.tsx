// /clearview/{token}: the live ClearView session. No sign-in needed; a signed-in recruiter joins
// the same room as presenter. See docs/clearview.md.
import { useParams, useSearch } from 'wouter';
import { LiveSessionView } from '../components/live-session-view';
import { ErrorState, LoadingState } from '../components/page-states';
import { usePageData } from '../hooks/use-page-data';

// Only a scenario id (a positive whole number) means anything; `?scenario=abc` is ignored rather
// than sent, so it never turns the server's 400 into "Unable to Load Session".
function scenarioId(raw: string | null): number | undefined {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

export default function ClearviewPage() {
  const { token = '' } = useParams<{ token: string }>();
  const scenario = scenarioId(new URLSearchParams(useSearch()).get('scenario'));
  const data = usePageData(token, scenario);
  if (data.state === 'loading') return <LoadingState />;
  if (data.state === 'error') return <ErrorState detail={data.detail} />;
  // Keyed by token: another session gets a fresh doc, room and autosave.
  return <LiveSessionView key={token} token={token} scenarioId={scenario} page={data.page} settings={data.settings} />;
}
