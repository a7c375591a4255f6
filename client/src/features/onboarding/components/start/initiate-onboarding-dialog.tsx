import { useState } from 'react';
import { Modal, PageSpinner, TextAreaField, ModalActions } from '@client/components/ui';
import { fieldError } from '@client/lib/api';
import { useChanged } from '@client/lib/use-changed';
import { useInitiateOnboarding } from '../../api/requests';
import { useTemplateCatalogue } from '../../api/setup';
import { TemplateChooser, useTemplateChoice } from '../requests/template-chooser';

interface InitiateOnboardingProps {
  recruit: { id: number; first_name: string; last_name: string };
  open: boolean;
  onClose: () => void;
  /** The recruit moved to onboarding initiated: the caller reloads it. */
  onStarted: () => void;
}

/**
 * Initiate Onboarding (Recruit Details → Phase Management; docs/onboarding.md, "Every start makes
 * tasks"): the same department/template choice as Approve, each department's defaults preselected,
 * a note for staff; POST processes/initiate/ makes the approved request, the process and the tasks.
 */
export function InitiateOnboardingDialog({ recruit, open, onClose, onStarted }: InitiateOnboardingProps) {
  const catalogue = useTemplateCatalogue(open);
  const choice = useTemplateChoice(catalogue.data?.departments ?? [], catalogue.data?.templates ?? []);
  const [notes, setNotes] = useState('');
  // Each opening starts from the defaults, once its templates are there (a later refetch keeps the choice).
  const ready = open && catalogue.isSuccess;
  if (useChanged(ready) && ready) {
    choice.reset();
    setNotes('');
  }
  const start = useInitiateOnboarding({
    onSuccess: () => {
      onStarted();
      onClose();
    },
  });
  const none = choice.groups.length > 0 && choice.count === 0;
  const submit = () =>
    start.mutate({ recruit: recruit.id, departments: choice.chosen(), task_notes: choice.taskNotes(), notes: notes.trim() });
  const name = `${recruit.first_name} ${recruit.last_name}`;

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={start.isPending}
      size="xl"
      title={`Initiate Onboarding: ${name}`}
      description="Choose the tasks each department receives; the defaults are ticked. The recruit moves to onboarding initiated."
      footer={
        <ModalActions
          onCancel={onClose}
          onSubmit={submit}
          busy={start.isPending}
          disabled={!catalogue.data || none}
          loadingText="Initiating..."
        >
          Initiate Onboarding
        </ModalActions>
      }
    >
      {!catalogue.data ? (
        <PageSpinner label="Loading task templates..." />
      ) : (
        <div className="space-y-5">
          <TemplateChooser choice={choice} error={fieldError(start.error, 'departments')} />
          {none && <p className="text-sm text-amber-700">Choose at least one task: onboarding starts with tasks for the departments.</p>}
          <TextAreaField
            label="Notes for the team"
            rows={2}
            maxLength={5000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            hint="Kept with the onboarding; the recruit does not see them."
          />
        </div>
      )}
    </Modal>
  );
}
