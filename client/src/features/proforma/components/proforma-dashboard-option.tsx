import { useMutation } from '@tanstack/react-query';
import { Button } from '@client/components/ui';
import { deviceTimeZone } from '@shared/domain/scheduling';
import { toast } from '@client/lib/toast';
import { DASHBOARD_DAYS_AHEAD, PROFORMA_SELF_SCHEDULE_STATUSES, PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { RecruitStatus } from '@shared/domain/recruit-status';
import { scheduleFromDashboard } from '../api';

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
  const schedule = useMutation({
    mutationFn: () => scheduleFromDashboard(recruit.id, deviceTimeZone()),
    meta: { errorToast: PROFORMA_TEXTS.scheduleFailed },
    onSuccess: () => {
      toast.success(PROFORMA_TEXTS.scheduledDashboard);
      onScheduled();
    },
  });
  if (!PROFORMA_SELF_SCHEDULE_STATUSES.includes(recruit.status)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4">
      <p className="text-sm text-slate-700">
        Proforma Build-Out: model your own branch or desk with your recruiter, {DASHBOARD_DAYS_AHEAD} days from now.
      </p>
      <Button variant="outline" loading={schedule.isPending} loadingText="Scheduling..." onClick={() => schedule.mutate()}>
        Schedule Proforma Build-Out
      </Button>
    </div>
  );
}
