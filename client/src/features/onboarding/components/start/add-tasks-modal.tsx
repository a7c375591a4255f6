import type { Department, OnboardingRequest, TaskTemplate } from '@shared/schemas/onboarding-responses';
import { Modal, ModalActions } from '@client/components/ui';
import { fieldError } from '@client/lib/api';
import { useChanged } from '@client/lib/use-changed';
import { useAddTasks } from '../../api/requests';
import { requestRecruitName } from '../requests/request-card';
import { TemplateChooser, useTemplateChoice } from '../requests/template-chooser';

interface Props {
  /** An approved request whose process has no task yet; null closes the modal. */
  request: OnboardingRequest | null;
  departments: Department[];
  templates: TaskTemplate[];
  onClose: () => void;
}

/** 'Add Tasks: {name}' for a process started before every start made tasks (docs/onboarding.md). */
export function AddTasksModal({ request, departments, templates, onClose }: Props) {
  const choice = useTemplateChoice(departments, templates);
  if (useChanged(request?.id)) choice.reset();
  const add = useAddTasks({ onSuccess: onClose });
  const submit = () => {
    if (request?.process_id)
      add.mutate({
        process: request.process_id,
        template_ids: choice.chosen().flatMap((d) => d.template_ids),
        task_notes: choice.taskNotes(),
      });
  };
  return (
    <Modal
      open={request !== null}
      onClose={onClose}
      busy={add.isPending}
      size="xl"
      title={`Add Tasks: ${request ? requestRecruitName(request) : ''}`}
      description="This onboarding has no tasks yet. Choose the tasks each department should receive."
      footer={
        <ModalActions onCancel={onClose} onSubmit={submit} busy={add.isPending} disabled={choice.count === 0} loadingText="Creating...">
          Create Tasks
        </ModalActions>
      }
    >
      <TemplateChooser choice={choice} error={fieldError(add.error, 'template_ids')} />
    </Modal>
  );
}
