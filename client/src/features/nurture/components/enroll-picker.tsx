import { useState } from 'react';
import { Button } from '@client/components/ui';
import { toast } from '@client/lib/toast';
import { NURTURE_TEXTS } from '@shared/domain/nurture';
import { useCampaigns } from '../api/campaigns';
import { useEnroll } from '../api/enrollments';

/**
 * Enrol one recruit in any active campaign: the two built-in tracks and every campaign created on the
 * Campaigns tab (the server checks that the recruit's status allows the campaign's type).
 */
export function EnrollPicker({ recruitId, recruitName }: { recruitId: number; recruitName: string }) {
  const campaigns = useCampaigns();
  const active = (campaigns.data ?? []).filter((c) => c.status === 'active');
  const [chosen, setChosen] = useState<number | null>(null);
  const campaign = active.find((c) => c.id === chosen) ?? active[0];
  const start = useEnroll({
    meta: { errorToast: NURTURE_TEXTS.campaignStartFailed, serverText: true },
    onSuccess: () => toast.success(`${recruitName} enrolled in ${campaign?.name}`),
  });
  if (active.length === 0) return null;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <select
        aria-label={`Campaign for ${recruitName}`}
        value={campaign?.id}
        onChange={(e) => setChosen(Number(e.target.value))}
        className="max-w-52 min-w-0 rounded-md border border-slate-300 bg-white py-1 pr-8 pl-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {active.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        loading={start.isPending}
        loadingText="Enrolling..."
        disabled={!campaign}
        onClick={() => campaign && start.mutate({ recruit: recruitId, campaign: campaign.id })}
      >
        Enroll
      </Button>
    </span>
  );
}
