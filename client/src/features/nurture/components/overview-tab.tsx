import { Badge, Button, EmptyState, TableFrame } from '@client/components/ui';
import { NURTURE_TEXTS } from '@shared/domain/nurture';
import { STATUS_LABELS } from '@shared/domain/recruit-status';
import type { NurtureOverview } from '@shared/schemas/nurture';
import { EnrollPicker } from './enroll-picker';

/** The Overview tab: the recruits to nurture, any active campaign to enrol those not enrolled in, and an e-mail to any. */
export function OverviewTab({ data, onEmail }: { data: NurtureOverview; onEmail: (recruitId: number) => void }) {
  if (data.recruits.length === 0)
    return <EmptyState title="No recruits to nurture yet" description="Recruits appear here once their ClearView session is complete." />;
  return (
    <TableFrame label="Recruits in nurture">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th className="px-4 py-3">Recruit</th>
            <th className="px-4 py-3">Status</th>
            <th className="px-4 py-3">Campaign</th>
            <th className="px-4 py-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {data.recruits.map((r) => {
            return (
              <tr key={r.id}>
                <td className="px-4 py-3">
                  <div className="font-medium text-slate-900">{r.name}</div>
                  <div className="text-slate-500">{r.email}</div>
                </td>
                <td className="px-4 py-3 text-slate-700">{STATUS_LABELS[r.status]}</td>
                <td className="px-4 py-3">
                  {r.campaign_name ? (
                    <Badge tone="indigo">{r.campaign_name}</Badge>
                  ) : (
                    <span className="text-slate-500">{NURTURE_TEXTS.notEnrolled}</span>
                  )}
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap justify-end gap-2 whitespace-nowrap">
                    {!r.campaign_name && <EnrollPicker recruitId={r.id} recruitName={r.name} />}
                    <Button size="sm" variant="ghost" onClick={() => onEmail(r.id)}>
                      Email
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}
