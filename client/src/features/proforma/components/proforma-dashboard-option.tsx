import { Button } from '@client/components/ui';
import { deviceTimeZone } from '@shared/domain/scheduling';
import { DASHBOARD_DAYS_AHEAD, PROFORMA_SELF_SCHEDULE_STATUSES } from '@shared/domain/proforma';
import type { RecruitStatus } from '@shared/domain/recruit-status';
import { useScheduleFromDashboard } from '../api/sessions';

/**
 * The recruit dashboard's Proforma Build-Out option (docs/spec/doc2.md §4: only at
 * discovery_access_expanded): a session with model type 1, three days ahead.
 */
export function ProformaDashboardOption({
  recruit,
  onScheduled,
}: {
  recruit: { id: number; status: RecruitStatus };
  onScheduled: () => void;
}) {
  const schedule = useScheduleFromDashboard();
  if (!PROFORMA_SELF_SCHEDULE_STATUSES.includes(recruit.status)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4">
      <p className="text-sm text-slate-700">
        Proforma Build-Out: model your own branch or desk with your recruiter, {DASHBOARD_DAYS_AHEAD} days from now.
      </p>
      <Button
        variant="outline"
        loading={schedule.isPending}
        loadingText="Scheduling..."
        onClick={() => schedule.mutate({ recruit: recruit.id, timeZone: deviceTimeZone() }, { onSuccess: onScheduled })}
      >
        Schedule Proforma Build-Out
      </Button>
    </div>
  );
}
