import { calculatorProgress, type ClearViewSnapshot, type ModuleKey } from '@shared/collab';
import type { ClearviewPageResponse } from '@shared/schemas/clearview';
import { STATUS_LABELS } from '@shared/domain/recruit-status';
import { Badge } from '@client/components/ui';
import { formatDateTime } from '@shared/format';
import { useEntryProgress } from '../../hooks/use-entry-progress';
import type { Participant } from '../../hooks/use-presence';
import { SECTION_TITLES } from '@shared/collab';
import { useClearviewSession } from '../../session-context';
import { ProgressBar } from './progress-bar';

export interface OverviewTabProps {
  page: ClearviewPageResponse;
  snapshot: ClearViewSnapshot;
  recruit: Participant | null;
  recruitModule: ModuleKey | null;
  completed: boolean;
}

const SCHEDULED = { label: 'Scheduled', tone: 'blue' } as const;
const SESSION_STATUS: Record<string, { label: string; tone: 'blue' | 'green' | 'yellow' }> = {
  scheduled: SCHEDULED,
  in_progress: { label: 'In progress', tone: 'yellow' },
  completed: { label: 'Completed', tone: 'green' },
};

/** Recruit info, session status, the recruit's current module and data-entry progress. */
export function OverviewTab({ page, snapshot, recruit, recruitModule, completed }: OverviewTabProps) {
  const { doc } = useClearviewSession();
  const progress = useEntryProgress(doc);
  const figures = calculatorProgress(snapshot);
  const { recruit: info, session } = page;
  const status = SESSION_STATUS[completed ? 'completed' : recruit ? 'in_progress' : session.status] ?? SCHEDULED;
  return (
    <div className="space-y-5 text-sm">
      <section aria-label="Recruit">
        <p className="font-semibold text-slate-900">
          {info.first_name} {info.last_name}
        </p>
        <p className="text-slate-600">{info.email}</p>
        <p className="mt-1 text-slate-500">{STATUS_LABELS[info.status] ?? info.status}</p>
      </section>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
        <dt className="text-slate-500">Session</dt>
        <dd>
          <Badge tone={status.tone}>{status.label}</Badge>
        </dd>
        {session.scheduled_at && (
          <>
            <dt className="text-slate-500">Scheduled</dt>
            <dd>{formatDateTime(session.scheduled_at)}</dd>
          </>
        )}
        <dt className="text-slate-500">Recruit</dt>
        <dd>{recruit ? 'Connected' : 'Not connected yet'}</dd>
        <dt className="text-slate-500">Current module</dt>
        <dd className="font-medium text-slate-900" data-testid="recruit-current-module">
          {recruitModule ? SECTION_TITLES[recruitModule] : 'Not started'}
        </dd>
      </dl>
      <section aria-label="Data-entry progress" className="space-y-3">
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Data-entry progress</h3>
        <ProgressBar
          label="Fields entered"
          value={progress.total ? progress.filled / progress.total : 0}
          detail={`${progress.filled} of ${progress.total}`}
        />
        <ProgressBar label="Live figures available" value={figures} detail={`${Math.round(figures * 100)}%`} />
        {progress.modules.map((m) => (
          <ProgressBar key={m.module} label={SECTION_TITLES[m.module]} value={m.filled / m.total} detail={`${m.filled}/${m.total}`} />
        ))}
      </section>
    </div>
  );
}
