import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Field, Modal, NumberField, SelectField } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { CAMPAIGN_DURATION, CAMPAIGN_TYPE_LABELS, CAMPAIGN_TYPES, type CampaignType, NURTURE_TEXTS } from '@shared/domain/nurture';
import { createCampaign } from '../api';
import { nurtureKeys } from '../queries';

const TYPE_OPTIONS = CAMPAIGN_TYPES.map((value) => ({ value, label: CAMPAIGN_TYPE_LABELS[value] }));
const DEFAULT_DAYS: Record<CampaignType, number> = { high_engagement: 14, long_term: 365 };

/** Create Campaign: name, type and a duration of 1–365 days; the steps are those of its type within it. */
export function CreateCampaignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [type, setType] = useState<CampaignType>('high_engagement');
  const [days, setDays] = useState('14');
  const [problems, setProblems] = useState<Record<string, string>>({});
  if (useChanged(open) && open) {
    setName('');
    setType('high_engagement');
    setDays('14');
    setProblems({});
  }
  const create = useMutation({
    mutationFn: () => createCampaign({ name: name.trim(), campaign_type: type, duration_days: Number(days), status: 'active' }),
    meta: { errorToast: NURTURE_TEXTS.campaignCreateFailed, serverText: true, formFields: ['name', 'campaign_type', 'duration_days'] },
    onSuccess: () => {
      toast.success(NURTURE_TEXTS.campaignCreated);
      void queryClient.invalidateQueries({ queryKey: nurtureKeys.all });
      onClose();
    },
  });
  const server = create.error ? fieldErrors(create.error) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(days);
    const next: Record<string, string> = {};
    if (!name.trim()) next.name = 'Name is required';
    if (!Number.isInteger(n) || n < CAMPAIGN_DURATION.min || n > CAMPAIGN_DURATION.max)
      next.duration_days = 'Duration must be between 1 and 365 days';
    setProblems(next);
    if (Object.keys(next).length === 0) create.mutate();
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Create Campaign"
      busy={create.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="create-campaign" loading={create.isPending} loadingText="Creating...">
            Create Campaign
          </Button>
        </>
      }
    >
      <form id="create-campaign" onSubmit={submit} noValidate className="space-y-4">
        <Field label="Campaign name" required value={name} onChange={(e) => setName(e.target.value)} error={problems.name ?? server.name} />
        <SelectField
          label="Campaign type"
          options={TYPE_OPTIONS}
          value={type}
          onChange={(e) => {
            const t = e.target.value as CampaignType;
            setType(t);
            setDays(String(DEFAULT_DAYS[t]));
          }}
        />
        <NumberField
          label="Duration (days)"
          decimals={0}
          min={CAMPAIGN_DURATION.min}
          max={CAMPAIGN_DURATION.max}
          required
          value={days === '' ? null : Number(days)}
          onValueChange={(v) => setDays(v === null ? '' : String(v))}
          error={problems.duration_days ?? server.duration_days}
          hint="1 to 365 days. The campaign gets the steps of its type that fall within it."
        />
      </form>
    </Modal>
  );
}
