import type { ClearviewPageResponse } from '@shared/schemas/clearview';
import { BrandMark } from '@client/components/brand-mark';
import { Button } from '@client/components/ui';
import type { SaveState } from '../hooks/use-autosave';
import type { ConnectionState } from '../hooks/use-live-session';
import { ConnectionStatus } from './connection-status';
import { SaveIndicator } from './save-indicator';
import { ScenarioBadge } from './scenario-badge';

interface Props {
  page: ClearviewPageResponse;
  save: SaveState;
  connection: ConnectionState;
  readOnly: boolean;
  exporting: boolean;
  onExport(): void;
  completing: boolean;
  onComplete(): void;
  /** Recruiters below the desktop breakpoint open the presenter drawer from here. */
  onOpenPanel?: () => void;
}

export function SessionHeader({ page, save, connection, readOnly, exporting, onExport, completing, onComplete, onOpenPanel }: Props) {
  const { recruit, scenario } = page;
  // Sticky from sm up only: on a phone the header would cover a fifth of the screen.
  return (
    <header className="border-b border-slate-200 bg-white/95 backdrop-blur sm:sticky sm:top-0 sm:z-30">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-4">
          <BrandMark compact="sm" />
          <div className="min-w-0">
            <h1 className="text-base font-semibold break-words text-slate-900 sm:text-lg">
              ClearView Session: {recruit.first_name} {recruit.last_name}
            </h1>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500">
              <span>Recruiter: {recruit.recruiter_name}</span>
              {scenario && <ScenarioBadge scenario={scenario} />}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex flex-col items-end gap-0.5">
            <SaveIndicator state={save} readOnly={readOnly} />
            <ConnectionStatus state={connection} />
          </div>
          {onOpenPanel && (
            <Button variant="secondary" size="sm" className="lg:hidden" aria-controls="presenter-panel" onClick={onOpenPanel}>
              Presenter panel
            </Button>
          )}
          <Button variant="outline" size="sm" loading={exporting} loadingText="Exporting..." onClick={onExport}>
            Export PDF
          </Button>
          <Button size="sm" loading={completing} loadingText="Completing..." disabled={readOnly} onClick={onComplete}>
            Complete Session
          </Button>
        </div>
      </div>
    </header>
  );
}
