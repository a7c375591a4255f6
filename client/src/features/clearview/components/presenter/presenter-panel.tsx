// The recruiter's side panel: Overview, Coaching Notes, Live Data, plus the presenter toggles.
// A side column on desktop; below 1024px a drawer opened from the header.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button, Checkbox, Tabs, cx } from '@client/components/ui';
import { CoachingTab } from './coaching-tab';
import { LiveDataTab } from './live-data-tab';
import { OverviewTab, type OverviewTabProps } from './overview-tab';

interface Props extends OverviewTabProps {
  presenterMode: boolean;
  onPresenterMode(on: boolean): void;
  following: boolean;
  onFollow(on: boolean): void;
  /** Drawer state below the desktop breakpoint. */
  drawerOpen: boolean;
  onCloseDrawer(): void;
}

export function PresenterPanel(props: Props) {
  const { page, snapshot, recruit, recruitModule, completed, drawerOpen, onCloseDrawer } = props;
  const [tab, setTab] = useState('overview');
  const recruitName = recruit?.user.name ?? page.recruit.first_name;
  const closeButton = useRef<HTMLButtonElement>(null);
  // The latest handler without re-running the effect (and re-focusing) on every render.
  const close = useEffectEvent(() => onCloseDrawer());

  // As a drawer: focus moves in when it opens, Escape closes it.
  useEffect(() => {
    if (!drawerOpen) return;
    closeButton.current?.focus({ preventScroll: true });
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);
  return (
    <aside
      id="presenter-panel"
      aria-label="Presenter panel"
      className={cx(
        'bg-white lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto lg:rounded-2xl lg:border lg:border-slate-200 lg:shadow-sm',
        drawerOpen ? 'fixed inset-y-0 right-0 z-40 block w-full max-w-md overflow-y-auto border-l border-slate-200 shadow-2xl' : 'hidden',
      )}
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <h2 className="text-base font-semibold text-slate-900">Presenter Panel</h2>
        <Button ref={closeButton} variant="ghost" size="sm" className="lg:hidden" onClick={onCloseDrawer}>
          Close
        </Button>
      </div>
      <div className="space-y-2 border-b border-slate-200 px-4 py-3">
        <Checkbox
          label="Presenter mode (notes on each module)"
          checked={props.presenterMode}
          onChange={(e) => props.onPresenterMode(e.target.checked)}
        />
        <Checkbox label="Follow recruit" checked={props.following} onChange={(e) => props.onFollow(e.target.checked)} />
      </div>
      <div className="px-3 pb-5">
        <Tabs
          selectedKey={tab}
          onChange={setTab}
          panelClassName="pt-4"
          tabs={[
            {
              key: 'overview',
              label: 'Overview',
              content: (
                <OverviewTab page={page} snapshot={snapshot} recruit={recruit} recruitModule={recruitModule} completed={completed} />
              ),
            },
            {
              key: 'coaching',
              label: 'Coaching Notes',
              content: <CoachingTab activeModule={recruitModule} recruitName={recruitName} shown={drawerOpen} />,
            },
            { key: 'live', label: 'Live Data', content: <LiveDataTab snapshot={snapshot} /> },
          ]}
        />
      </div>
    </aside>
  );
}
