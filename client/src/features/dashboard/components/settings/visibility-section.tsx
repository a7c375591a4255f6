import { type FormEvent, useState } from 'react';
import { Button, type RadioCard, RadioCards } from '@client/components/ui';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { PIPELINE_VISIBILITY_LABELS, type PipelineVisibility } from '@shared/schemas/company-settings';
import { useCompanySettings, useSaveCompanySettings } from '../../api/settings';
import { SettingsCard } from './settings-card';

const CHOICES: RadioCard<PipelineVisibility>[] = [
  { value: 'team', label: PIPELINE_VISIBILITY_LABELS.team, hint: 'Every recruiter reads and works every recruit.' },
  {
    value: 'own',
    label: PIPELINE_VISIBILITY_LABELS.own,
    hint: 'A recruiter reaches only the recruits they own and those nobody owns. Admins always see every recruit.',
  },
];

/** Who sees which recruit (docs/team.md): the company's pipeline_visibility, shown to admins only. */
export function VisibilitySection() {
  const settings = useCompanySettings();
  const saved = settings.data?.pipeline_visibility;
  return (
    <SettingsCard title="Recruit visibility" description="Whether recruiters see the whole team's recruits or only their own.">
      {saved ? (
        <VisibilityForm saved={saved} />
      ) : (
        <p className="text-sm text-slate-600">{settings.isPending ? 'Loading…' : 'Could not load the setting.'}</p>
      )}
    </SettingsCard>
  );
}

function VisibilityForm({ saved }: { saved: PipelineVisibility }) {
  const [choice, setChoice] = useState(saved);
  if (useChanged(saved)) setChoice(saved);
  const save = useSaveCompanySettings(() => toast.success('Recruit visibility saved'));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ pipeline_visibility: choice });
  };
  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <RadioCards
        name="pipeline-visibility"
        legend="Who sees which recruit"
        choices={CHOICES}
        value={choice}
        onChange={setChoice}
        columns={1}
      />
      <Button type="submit" loading={save.isPending} loadingText="Saving..." disabled={choice === saved}>
        Save visibility
      </Button>
    </form>
  );
}
