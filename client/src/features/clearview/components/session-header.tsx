import type { ClearviewPageResponse } from '@shared/schemas/clearview';
import { Button } from '@client/components/ui';
import type { SaveState } from '../hooks/use-autosave';
import type { ConnectionState } from '../hooks/use-live-session';
import { ClearviewHeader } from './clearview-header';
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
  return (
    <ClearviewHeader
      width="max-w-7xl"
      title={`ClearView Session: ${recruit.first_name} ${recruit.last_name}`}
      subtitle={
        <>
          <span>Recruiter: {recruit.recruiter_name}</span>
          {scenario && <ScenarioBadge scenario={scenario} />}
        </>
      }
    >
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
    </ClearviewHeader>
  );
}
