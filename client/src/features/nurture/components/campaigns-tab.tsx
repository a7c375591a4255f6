import { useState } from 'react';
import { Badge, Button, EmptyState, Modal, PageSpinner, SelectField } from '@client/components/ui';
import { CAMPAIGN_TYPE_LABELS, STEP_CHANNEL_LABELS } from '@shared/domain/nurture';
import { labelOf } from '@shared/domain/labels';
import type { CampaignItem, CampaignStepItem, NurtureOverview } from '@shared/schemas/nurture';
import { useCampaigns } from '../api/campaigns';
import { MergePreview } from './merge-preview';

type Recruits = NurtureOverview['recruits'];

/** The Campaigns tab: each campaign with its enrollment counts and, on demand, its steps and their previews. */
export function CampaignsTab({ recruits }: { recruits: Recruits }) {
  const campaigns = useCampaigns();
  const [previewing, setPreviewing] = useState<CampaignStepItem | null>(null);
  if (campaigns.isPending) return <PageSpinner label="Loading campaigns..." />;
  if (campaigns.isError)
    return <EmptyState title="Failed to load campaigns" action={<Button onClick={() => void campaigns.refetch()}>Try again</Button>} />;
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2">
        {campaigns.data.map((c) => (
          <li key={c.id}>
            <CampaignCard campaign={c} onPreview={setPreviewing} />
          </li>
        ))}
      </ul>
      <StepPreviewDialog step={previewing} recruits={recruits} onClose={() => setPreviewing(null)} />
    </>
  );
}

function CampaignCard({ campaign: c, onPreview }: { campaign: CampaignItem; onPreview: (step: CampaignStepItem) => void }) {
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
            <li key={s.id} className="flex flex-wrap items-baseline justify-between gap-x-2">
              <span>
                Day {s.day_offset}: {s.title} <span className="text-slate-500">({STEP_CHANNEL_LABELS[s.channel]})</span>
              </span>
              {s.channel !== 'call_task' && (
                <Button variant="link" onClick={() => onPreview(s)} aria-label={`Preview day ${s.day_offset}: ${s.title}`}>
                  Preview
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

/** A campaign step as a chosen recruit would get it: their name, links and ClearView figures filled in. */
function StepPreviewDialog({ step, recruits, onClose }: { step: CampaignStepItem | null; recruits: Recruits; onClose: () => void }) {
  const [recruitId, setRecruitId] = useState('');
  const chosen = recruitId || (recruits[0] ? String(recruits[0].id) : '');
  return (
    <Modal open={step !== null} onClose={onClose} title={step ? `Preview: ${step.title}` : 'Preview'} size="lg">
      <div className="space-y-4">
        <SelectField
          label="Preview for"
          options={recruits.map((r) => ({ value: String(r.id), label: `${r.name} (${r.email})` }))}
          value={chosen}
          onChange={(e) => setRecruitId(e.target.value)}
        />
        <MergePreview
          body={step && chosen ? { recruit_id: Number(chosen), template_id: step.id } : null}
          emptyText="No recruit in nurture yet to preview this step for."
        />
      </div>
    </Modal>
  );
}
