import { useState } from 'react';
import type { OnboardingReadyRecruit } from '@shared/schemas/recruit-responses';
import { RequestFields, useRequestForm } from '@client/components/onboarding-request';
import { Modal, ModalActions } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { useChanged } from '@client/lib/use-changed';
import { useCreateRequest } from '../../api/requests';
import { RecruitPicker } from './recruit-picker';

interface Props {
  open: boolean;
  recruits: OnboardingReadyRecruit[];
  /** From ?recruit=: chosen when the modal opens, if eligible. */
  initialRecruitId?: number | null;
  onClose: () => void;
  onCreated: () => void;
}

/** Create Request (docs/spec/doc3.md §2.4): every field of the form; Create stays disabled until a recruit is chosen. */
export function CreateRequestModal({ open, recruits, initialRecruitId, onClose, onCreated }: Props) {
  const [recruitId, setRecruitId] = useState<number | null>(null);
  const { form, setForm, errors, setErrors, checked, reset } = useRequestForm();
  // Each opening starts empty, with the recruit of ?recruit= chosen when eligible.
  if (useChanged(open) && open) {
    reset();
    setRecruitId(initialRecruitId && recruits.some((r) => r.id === initialRecruitId) ? initialRecruitId : null);
  }
  const create = useCreateRequest({ onSuccess: onCreated, onError: (err) => setErrors(fieldErrors(err)) });
  const saving = create.isPending;

  const submit = () => {
    if (recruitId === null) return;
    const fields = checked();
    if (fields) create.mutate({ recruit_id: recruitId, ...fields });
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      busy={saving}
      title="Create Onboarding Request"
      size="lg"
      footer={
        <ModalActions onCancel={onClose} onSubmit={submit} busy={saving} disabled={recruitId === null} loadingText="Creating...">
          Create Request
        </ModalActions>
      }
    >
      <form
        className="space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <RecruitPicker recruits={recruits} value={recruitId} onChange={setRecruitId} />
        <RequestFields variant="recruiter" value={form} onChange={setForm} errors={errors} disabled={saving} />
      </form>
    </Modal>
  );
}
