// The ClearView calculator bound to one scenario's live room (docs/discovery.md "Scenario rooms"):
// a sandbox is edited here and saved by the room itself; the baseline is read-only.
import { useCallback, useEffect, useMemo } from 'react';
import type { CompanySettings } from '@shared/calc';
import { colorFor, setField, type AwarenessUser, type FieldFocus, type InputField, type ModuleKey } from '@shared/collab';
import type { Scenario } from '@shared/schemas/scenarios';
import { hrefs } from '@client/config/paths';
import { fullName, useSession } from '@client/lib/session';
import { isRoomFull, ROOM_FULL_TITLE } from '@client/lib/collab';
import { useClearviewSnapshot } from '../hooks/use-clearview-doc';
import { useLiveSession } from '../hooks/use-live-session';
import { publishFocus, useParticipants } from '../hooks/use-presence';
import { ClearviewSessionContext, LOCAL_ORIGIN, type ClearviewSessionValue } from '../session-context';
import { ConnectionStatus } from './connection-status';
import { ScenarioPageHeader } from './scenario-page-header';
import { LoadingState, ScenarioErrorState, type ScenarioBackLink } from './page-states';
import { SessionModules } from './session-modules';

interface Props {
  scenario: Scenario;
  settings: CompanySettings;
  /** The recruit's baseline, for the comparison link (none when there is no baseline or this is it). */
  baselineId: number | null;
  /** The link asked for a read-only view (`view=readonly`), or the scenario is locked. */
  readOnly: boolean;
  back: ScenarioBackLink;
}

export function ScenarioCalculatorView({ scenario, settings, baselineId, readOnly, back }: Props) {
  const { user } = useSession();
  const isRecruiter = user?.type === 'recruiter';
  const me = useMemo<AwarenessUser>(
    () => ({
      name: fullName(user) || (isRecruiter ? 'Recruiter' : 'Recruit'),
      role: isRecruiter ? 'recruiter' : 'recruit',
      color: colorFor(`user-${user?.id ?? 0}`),
    }),
    [user, isRecruiter],
  );
  const live = useLiveSession({ token: scenario.token, room: 'scenario', me, withAccess: true, enabled: true });
  const { doc, awareness } = live;
  const snapshot = useClearviewSnapshot(doc, settings);
  const participants = useParticipants(awareness);
  const edit = useCallback(
    <M extends ModuleKey>(module: M, field: InputField<M>, raw: string) => {
      if (!readOnly) setField(doc, module, field, raw, LOCAL_ORIGIN);
    },
    [doc, readOnly],
  );
  const focus = useCallback((f: FieldFocus | null) => publishFocus(awareness, f), [awareness]);
  useEffect(() => {
    document.title = `${scenario.name} · ClearView Calculator · Clearpath`;
  }, [scenario.name]);
  const context = useMemo<ClearviewSessionValue>(
    () => ({ doc, settings, role: me.role, readOnly, participants, presenterMode: false, notesDoc: null, edit, focus }),
    [doc, settings, me.role, readOnly, participants, edit, focus],
  );
  if (live.refused)
    return <ScenarioErrorState title={isRoomFull(live.refused) ? ROOM_FULL_TITLE : undefined} detail={live.refused.reason} back={back} />;
  if (!live.ready) return <LoadingState />;

  return (
    <ClearviewSessionContext.Provider value={context}>
      <div className="min-h-screen bg-slate-50">
        <ScenarioPageHeader
          title={`ClearView Calculator: ${scenario.name}`}
          subtitle={
            <>
              <span>
                {scenario.type === 'baseline' ? 'Baseline' : 'Sandbox'}
                {readOnly ? ' · read-only' : ' · saved as you type'}
              </span>
              <ConnectionStatus state={live.connection} />
            </>
          }
          back={back}
          action={
            baselineId !== null && baselineId !== scenario.id
              ? { href: hrefs.scenarioComparison(baselineId, scenario.id), label: 'Compare with Baseline' }
              : undefined
          }
        />
        <main className="mx-auto max-w-5xl space-y-4 px-4 py-6 sm:px-6">
          {readOnly ? (
            <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
              This scenario is locked. The figures are read-only and are not saved.
            </p>
          ) : (
            <p className="rounded-xl border border-indigo-100 bg-indigo-50 px-4 py-2 text-sm text-indigo-900">
              This is your sandbox: changes save as you type and appear on your other devices. Your baseline stays as it is.
            </p>
          )}
          <SessionModules snapshot={snapshot} />
        </main>
      </div>
    </ClearviewSessionContext.Provider>
  );
}
