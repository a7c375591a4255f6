// The page's markup: header, presence, banners, the calculator and (recruiters) the presenter panel.
import type { ClearViewSnapshot } from '@shared/collab';
import type { ClearviewPageResponse } from '@shared/schemas/clearview';
import { cx } from '@client/components/ui';
import { formatDate } from '@shared/format';
import type { SaveState } from '../hooks/use-autosave';
import type { ConnectionState } from '../hooks/use-live-session';
import type { Participant } from '../hooks/use-presence';
import { FollowBanner } from './follow-banner';
import { PresenceBar } from './presence-bar';
import { PresenterPanel } from './presenter/presenter-panel';
import { SessionHeader } from './session-header';
import { SessionModules } from './session-modules';

interface PresenterControls {
  recruit: Participant | null;
  presenterMode: boolean;
  setPresenterMode(on: boolean): void;
  following: boolean;
  setFollowing(on: boolean): void;
  drawerOpen: boolean;
  setDrawerOpen(open: boolean): void;
}

interface Props {
  page: ClearviewPageResponse;
  snapshot: ClearViewSnapshot;
  save: SaveState;
  connection: ConnectionState;
  readOnly: boolean;
  completed: boolean;
  participants: Participant[];
  exporting: boolean;
  onExport(): void;
  completing: boolean;
  onComplete(): void;
  /** null for the recruit: the presenter panel is for recruiters only. */
  presenter: PresenterControls | null;
}

export function SessionLayout({
  page,
  snapshot,
  save,
  connection,
  readOnly,
  completed,
  participants,
  exporting,
  onExport,
  completing,
  onComplete,
  presenter,
}: Props) {
  const recruitName = `${page.recruit.first_name} ${page.recruit.last_name}`;
  return (
    <div className="min-h-screen bg-slate-50">
      <SessionHeader
        page={page}
        save={save}
        connection={connection}
        readOnly={readOnly}
        exporting={exporting}
        onExport={onExport}
        completing={completing}
        onComplete={onComplete}
        onOpenPanel={presenter ? () => presenter.setDrawerOpen(true) : undefined}
      />
      <div className={cx('mx-auto space-y-4 px-4 py-6 sm:px-6', presenter ? 'max-w-7xl' : 'max-w-5xl')}>
        <PresenceBar participants={participants} />
        {readOnly && (
          <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900">
            {completed
              ? 'This session is completed. The figures are read-only.'
              : 'This scenario is locked. The figures are read-only and are not saved.'}
          </p>
        )}
        {presenter?.following && (
          <FollowBanner name={presenter.recruit?.user.name ?? page.recruit.first_name} onStop={() => presenter.setFollowing(false)} />
        )}
        <div className={cx('grid gap-6', presenter && 'lg:grid-cols-[minmax(0,1fr)_24rem]')}>
          <div className="min-w-0 space-y-6">
            <p className="text-sm text-slate-600">
              Business plan for <span className="font-medium text-slate-900">{recruitName}</span> · prepared with{' '}
              {page.recruit.recruiter_name} · {formatDate(new Date())}
            </p>
            <SessionModules snapshot={snapshot} />
          </div>
          {presenter && (
            <PresenterPanel
              page={page}
              snapshot={snapshot}
              recruit={presenter.recruit}
              recruitModule={presenter.recruit?.focus?.module ?? null}
              completed={completed}
              presenterMode={presenter.presenterMode}
              onPresenterMode={presenter.setPresenterMode}
              following={presenter.following}
              onFollow={presenter.setFollowing}
              drawerOpen={presenter.drawerOpen}
              onCloseDrawer={() => presenter.setDrawerOpen(false)}
            />
          )}
        </div>
      </div>
      {presenter?.drawerOpen && (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/30 lg:hidden" onClick={() => presenter.setDrawerOpen(false)} />
      )}
    </div>
  );
}
