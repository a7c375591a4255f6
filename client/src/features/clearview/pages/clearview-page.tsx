// /clearview/{token}: the live ClearView session. No sign-in needed; a signed-in recruiter joins
// the same room as presenter. See docs/clearview.md.
import { useParams, useSearch } from 'wouter';
import { LiveSessionView } from '../components/live-session-view';
import { ErrorState, LoadingState } from '../components/page-states';
import { usePageData } from '../api/session';
import { parseScenarioId } from '../lib/scenario-id';

export default function ClearviewPage() {
  const { token = '' } = useParams<{ token: string }>();
  // `?scenario=abc` is ignored rather than sent, so it never turns the server's 400 into "Unable to Load Session".
  const scenario = parseScenarioId(new URLSearchParams(useSearch()).get('scenario'));
  const data = usePageData(token, scenario);
  if (data.state === 'loading') return <LoadingState />;
  if (data.state === 'error') return <ErrorState detail={data.detail} />;
  // Keyed by token: another session gets a fresh doc, room and autosave.
  return <LiveSessionView key={token} token={token} scenarioId={scenario} page={data.page} settings={data.settings} />;
}
