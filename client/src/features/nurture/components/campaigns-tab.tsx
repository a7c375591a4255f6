import { useState } from 'react';
import { Badge, Button, EmptyState, PageSpinner } from '@client/components/ui';
import { CAMPAIGN_TYPE_LABELS, STEP_CHANNEL_LABELS } from '@shared/domain/nurture';
import { labelOf } from '@shared/domain/labels';
import type { CampaignItem } from '@shared/schemas/nurture';
import { useCampaigns } from '../api/campaigns';

/** The Campaigns tab: each campaign with its enrollment counts and, on demand, its steps. */
export function CampaignsTab() {
  const campaigns = useCampaigns();
  if (campaigns.isPending) return <PageSpinner label="Loading campaigns..." />;
  if (campaigns.isError)
    return <EmptyState title="Failed to load campaigns" action={<Button onClick={() => void campaigns.refetch()}>Try again</Button>} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {campaigns.data.map((c) => (
        <li key={c.id}>
          <CampaignCard campaign={c} />
        </li>
      ))}
    </ul>
  );
}

function CampaignCard({ campaign: c }: { campaign: CampaignItem }) {
  const [open, setOpen] = useState(false);
  return (
    <article className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{c.name}</h3>
          <p className="text-sm text-slate-500">
            {CAMPAIGN_TYPE_LABELS[c.campaign_type]} · {c.duration_days} days
          </p>
        </div>
        <Badge tone={c.status === 'active' ? 'green' : 'gray'}>{labelOf('campaignStatus', c.status)}</Badge>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        {c.active_enrollments} active · {c.total_enrollments} total enrollments
      </p>
      <Button variant="link" className="mt-2" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {open ? 'Hide steps' : `View Details (${c.steps.length} steps)`}
      </Button>
      {open && (
        <ol className="mt-2 space-y-1 text-sm text-slate-700">
          {c.steps.map((s) => (
            <li key={s.id}>
              Day {s.day_offset}: {s.title} <span className="text-slate-500">({STEP_CHANNEL_LABELS[s.channel]})</span>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
