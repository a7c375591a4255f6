// Wires the live room, presence, autosave and completion around the calculator.
import { useCallback, useMemo, useState } from 'react';
import type { CompanySettings } from '@shared/calc';
import { colorFor, setField, type AwarenessUser, type FieldFocus, type InputField, type ModuleKey } from '@shared/collab';
import type { ClearviewPageResponse } from '@shared/schemas/clearview';
import { ConfirmDialog } from '@client/components/ui';
import { fullName, useSession } from '@client/lib/session';
import { isRoomFull } from '@client/lib/collab';
import { useAutosave } from '../hooks/use-autosave';
import { useClearviewSnapshot, useMeta } from '../hooks/use-clearview-doc';
import { useCompleteSession } from '../api/session';
import { useExportPdf } from '../api/report';
import { useFollowRecruit } from '../hooks/use-follow-recruit';
import { useLeavePrompt } from '../hooks/use-leave-prompt';
import { useLiveSession } from '../hooks/use-live-session';
import { useNotesDoc } from '../hooks/use-notes-doc';
import { activeRecruit, publishFocus, useParticipants } from '../hooks/use-presence';
import { whatIfMap } from '../lib/what-if';
import { readLocalCache } from '../lib/local-cache';
import { ClearviewSessionContext, LOCAL_ORIGIN, type ClearviewSessionValue } from '../session-context';
import { ErrorState, LoadingState, RoomFullState } from './page-states';
import { SessionLayout } from './session-layout';

interface Props {
  token: string;
  /** The page URL's scenario id (numeric), passed to the room as well. */
  scenarioId?: number;
  page: ClearviewPageResponse;
  settings: CompanySettings;
}

export function LiveSessionView({ token, scenarioId, page, settings }: Props) {
  const { user } = useSession();
  const isRecruiter = user?.type === 'recruiter';
  const me = useMemo<AwarenessUser>(
    () =>
      isRecruiter && user
        ? { name: fullName(user) || 'Recruiter', role: 'recruiter', color: colorFor(`user-${user.id}`) }
        : {
            name: `${page.recruit.first_name} ${page.recruit.last_name}`.trim(),
            role: 'recruit',
            color: colorFor(`recruit-${page.recruit.id}`),
          },
    [isRecruiter, user, page.recruit],
  );
  const live = useLiveSession({ token, me, withAccess: isRecruiter, scenario: scenarioId, enabled: true });
  const { doc, awareness } = live;
  const meta = useMeta(doc);
  // Completed on this device before (e.g. the room is unreachable now): stay read-only.
  const [completedHere] = useState(() => readLocalCache(token)?.completed === true);
  const completed = page.session.status === 'completed' || meta.completed || completedHere;
  const readOnly = completed || page.scenario?.is_locked === true;

  const autosave = useAutosave({ token, doc, settings, enabled: !readOnly, synced: live.synced });
  useLeavePrompt(!readOnly && (autosave.state.pending || autosave.state.saving || autosave.state.unsaved));
  const snapshot = useClearviewSnapshot(doc, settings);
  const participants = useParticipants(awareness);
  const recruit = isRecruiter ? activeRecruit(participants) : null;
  const { following, setFollowing } = useFollowRecruit(recruit?.focus ?? null);
  const [presenterMode, setPresenterMode] = useState(false);
  const notesDoc = useNotesDoc({ token, scenario: scenarioId, enabled: isRecruiter && presenterMode });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const exportPdf = useExportPdf(token);
  const completion = useCompleteSession({ token, doc, settings, flush: autosave.flush });

  const { markDirty } = autosave;
  const edit = useCallback(
    <M extends ModuleKey>(module: M, field: InputField<M>, raw: string) => {
      if (readOnly) return;
      setField(doc, module, field, raw, LOCAL_ORIGIN);
      markDirty(module);
    },
    [doc, readOnly, markDirty],
  );
  const focus = useCallback((f: FieldFocus | null) => publishFocus(awareness, f), [awareness]);
  const context = useMemo<ClearviewSessionValue>(
    () => ({ doc, settings, role: me.role, readOnly, participants, presenterMode: isRecruiter && presenterMode, notesDoc, edit, focus }),
    [doc, settings, me.role, readOnly, participants, isRecruiter, presenterMode, notesDoc, edit, focus],
  );

  if (live.refused && isRoomFull(live.refused)) return <RoomFullState detail={live.refused.reason} />;
  if (live.refused) return <ErrorState detail={live.refused.code === 4404 ? undefined : live.refused.reason} />;
  if (!live.ready) return <LoadingState />;

  return (
    <ClearviewSessionContext.Provider value={context}>
      <SessionLayout
        page={page}
        snapshot={snapshot}
        // The newest save by anyone in the room (meta), so the recruiter sees the recruit's saves too.
        save={{ ...autosave.state, lastSaved: latest(autosave.state.lastSaved, meta.lastSavedAt) }}
        connection={live.connection}
        readOnly={readOnly}
        completed={completed}
        participants={participants}
        exporting={exportPdf.isPending}
        // The server's report of the saved session (docs/clearview.md, "Export PDF and Complete Session").
        onExport={() =>
          exportPdf.mutate({ whatIf: whatIfMap(doc).toJSON(), recruit: page.recruit, flush: readOnly ? undefined : autosave.flush })
        }
        completing={completion.busy}
        onComplete={() => setConfirming(true)}
        presenter={isRecruiter ? { recruit, presenterMode, setPresenterMode, following, setFollowing, drawerOpen, setDrawerOpen } : null}
      />
      <ConfirmDialog
        open={confirming}
        title="Complete Session"
        message="Complete this ClearView session? The figures are saved and become read-only for everyone."
        confirmLabel="Complete Session"
        tone="primary"
        busy={completion.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void completion.complete().finally(() => setConfirming(false))}
      />
    </ClearviewSessionContext.Provider>
  );
}

function latest(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return a > b ? a : b;
}
