import { Badge, Button, EmptyState, ResponsiveList } from '@client/components/ui';
import { NURTURE_TEXTS } from '@shared/domain/nurture';
import { STATUS_LABELS } from '@shared/domain/recruit-status';
import type { NurtureOverview } from '@shared/schemas/nurture';
import { EnrollPicker } from './enroll-picker';

type Row = NurtureOverview['recruits'][number];
type Props = { data: NurtureOverview; onEmail: (recruitId: number) => void };

/**
 * The Overview tab: the recruits to nurture, any active campaign to enrol those not enrolled in, and
 * an e-mail to any. A table from 1280 px (with the sidebar, narrower leaves its actions no room); below, one card per recruit, so the actions never need a
 * sideways scroll.
 */
export function OverviewTab({ data, onEmail }: Props) {
  if (data.recruits.length === 0)
    return <EmptyState title="No recruits to nurture yet" description="Recruits appear here once their ClearView session is complete." />;
  return (
    <ResponsiveList
      breakpoint="xl"
      cardsFirst
      label="Recruits in nurture"
      rows={data.recruits}
      rowKey={(r) => r.id}
      look="spaced"
      columns={[
        {
          header: 'Recruit',
          cell: (r) => (
            <>
              <div className="font-medium text-slate-900">{r.name}</div>
              <div className="text-slate-500">{r.email}</div>
            </>
          ),
        },
        { header: 'Status', className: 'text-slate-700', cell: (r) => STATUS_LABELS[r.status] },
        { header: 'Campaign', cell: (r) => <CampaignBadge row={r} /> },
        {
          header: 'Actions',
          headClassName: 'text-right',
          cell: (r) => <Actions row={r} onEmail={onEmail} className="flex-nowrap justify-end whitespace-nowrap" />,
        },
      ]}
      cardClassName="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      card={(r) => (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-medium break-words text-slate-900">{r.name}</p>
              <p className="text-sm break-all text-slate-500">{r.email}</p>
            </div>
            <CampaignBadge row={r} />
          </div>
          <p className="mt-2 text-sm text-slate-700">{STATUS_LABELS[r.status]}</p>
          <Actions row={r} onEmail={onEmail} className="mt-3 flex-wrap" />
        </>
      )}
    />
  );
}

function CampaignBadge({ row }: { row: Row }) {
  return row.campaign_name ? (
    <Badge tone="indigo">{row.campaign_name}</Badge>
  ) : (
    <span className="text-sm text-slate-500">{NURTURE_TEXTS.notEnrolled}</span>
  );
}

function Actions({ row, onEmail, className }: { row: Row; onEmail: Props['onEmail']; className: string }) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      {!row.campaign_name && <EnrollPicker recruitId={row.id} recruitName={row.name} />}
      <Button size="sm" variant="ghost" onClick={() => onEmail(row.id)} aria-label={`Email ${row.name}`}>
        Email
      </Button>
    </div>
  );
}
