import { useState } from 'react';
import { Field, FormDialog, NumberField, SelectField } from '@client/components/ui';
import { checkWith, type FormErrors, formErrors } from '@client/lib/forms';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { CAMPAIGN_DURATION, CAMPAIGN_TYPE_LABELS, CAMPAIGN_TYPES, type CampaignType, NURTURE_TEXTS } from '@shared/domain/nurture';
import { CreateCampaignBody } from '@shared/schemas/nurture';
import { useCreateCampaign } from '../api/campaigns';

const TYPE_OPTIONS = CAMPAIGN_TYPES.map((value) => ({ value, label: CAMPAIGN_TYPE_LABELS[value] }));
const DEFAULT_DAYS: Record<CampaignType, number> = { high_engagement: 14, long_term: 365 };

/** Create Campaign: name, type and a duration of 1–365 days; the steps are those of its type within it. */
export function CreateCampaignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<CampaignType>('high_engagement');
  const [days, setDays] = useState('14');
  const [problems, setProblems] = useState<FormErrors | null>(null);
  if (useChanged(open) && open) {
    setName('');
    setType('high_engagement');
    setDays('14');
    setProblems(null);
  }
  const create = useCreateCampaign({
    meta: { errorToast: NURTURE_TEXTS.campaignCreateFailed, serverText: true, formFields: ['name', 'campaign_type', 'duration_days'] },
    onSuccess: () => {
      toast.success(NURTURE_TEXTS.campaignCreated);
      onClose();
    },
  });
  const errors = formErrors(problems, create.error);
  const submit = () => {
    // The request's own schema checks the form (one text per problem, as the server would answer).
    const checked = checkWith(CreateCampaignBody, {
      name,
      campaign_type: type,
      duration_days: days === '' ? undefined : Number(days),
      status: 'active',
    });
    setProblems(checked.errors);
    if (checked.data) create.mutate(checked.data);
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create Campaign"
      busy={create.isPending}
      submitLabel="Create Campaign"
      loadingText="Creating..."
      onSubmit={submit}
      className="space-y-4"
    >
      <Field label="Campaign name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <SelectField
        label="Campaign type"
        options={TYPE_OPTIONS}
        value={type}
        onChange={(e) => {
          const t = e.target.value as CampaignType;
          setType(t);
          // The duration follows the type only while it is still the old type's default: a typed one is kept.
          if (days === String(DEFAULT_DAYS[type])) setDays(String(DEFAULT_DAYS[t]));
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
        error={errors.duration_days}
        hint="1 to 365 days. The campaign gets the steps of its type that fall within it."
      />
    </FormDialog>
  );
}
