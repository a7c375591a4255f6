import type { Department, OnboardingRequest, TaskTemplate } from '@shared/schemas/onboarding-responses';
import { Modal, ModalActions } from '@client/components/ui';
import { fieldError } from '@client/lib/api';
import { useChanged } from '@client/lib/use-changed';
import { useApproveRequest } from '../../api/requests';
import { requestRecruitName } from './request-card';
import { TemplateChooser, useTemplateChoice } from './template-chooser';

interface Props {
  request: OnboardingRequest | null;
  departments: Department[];
  templates: TaskTemplate[];
  onClose: () => void;
  onApproved: () => void;
}

/**
 * 'Approve Onboarding: {name}' — choose, per department, which templates become tasks (docs/spec/doc3.md
 * §2.4); the defaults are preselected and approving without a template is not possible.
 */
export function ApproveRequestModal({ request, departments, templates, onClose, onApproved }: Props) {
  const choice = useTemplateChoice(departments, templates);
  // Another request starts from the defaults again.
  if (useChanged(request?.id)) choice.reset();
  const approve = useApproveRequest({ onSuccess: onApproved });
  const saving = approve.isPending;

  const submit = () => {
    if (request) approve.mutate({ id: request.id, departments: choice.chosen(), task_notes: choice.taskNotes() });
  };

  return (
    <Modal
      open={request !== null}
      onClose={onClose}
      busy={saving}
      title={`Approve Onboarding: ${request ? requestRecruitName(request) : ''}`}
      description="Choose the tasks each department should receive."
      size="xl"
      footer={
        <ModalActions onCancel={onClose} onSubmit={submit} busy={saving} disabled={choice.count === 0} loadingText="Approving...">
          Approve & Create Tasks
        </ModalActions>
      }
    >
      <TemplateChooser choice={choice} error={fieldError(approve.error, 'departments')} />
    </Modal>
  );
}
