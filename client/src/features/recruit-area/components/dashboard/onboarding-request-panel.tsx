import { useState } from 'react';
import type { Recruit } from '@shared/schemas/recruit-responses';
import { RequestFields, useRequestForm } from '@client/components/onboarding-request';
import { Button, ConfirmDialog } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { useStartOnboarding, useSubmitOnboardingRequest } from '../../api/onboarding';
import { canStartDirectly } from './onboarding-rules';
import { AreaCard } from '../area-card';

interface Props {
  recruit: Recruit;
  /** Called after a request or a direct start, to re-read the recruit's status. */
  onChanged: () => void;
}

/** The onboarding request panel with its inline form, and the direct start after ClearView (docs/spec/doc2.md §4). */
export function OnboardingRequestPanel({ recruit, onChanged }: Props) {
  const [formOpen, setFormOpen] = useState(false);
  const { form, setForm, errors, setErrors, checked, reset } = useRequestForm();
  const [confirmStart, setConfirmStart] = useState(false);

  const request = useSubmitOnboardingRequest(recruit.id, {
    onSuccess: () => {
      setFormOpen(false);
      reset();
      onChanged();
    },
    onError: (err) => setErrors(fieldErrors(err)),
  });
  const begin = useStartOnboarding(recruit.id, {
    onSuccess: () => {
      setConfirmStart(false);
      onChanged();
    },
  });
  const submitting = request.isPending;

  const submit = () => {
    const fields = checked();
    if (fields) request.mutate(fields);
  };

  return (
    <AreaCard headingId="onboarding-request-heading" title="Ready for Onboarding?" tone="indigo">
      <p className="mt-1 text-sm text-slate-600">
        Tell us a little about your current business and when you would like to start. Your recruiter reviews every request, usually within
        24 hours.
      </p>
      {formOpen ? (
        <form
          className="mt-4 space-y-4"
          aria-label="Onboarding request"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <RequestFields variant="recruit" value={form} onChange={setForm} errors={errors} disabled={submitting} />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="outline" onClick={() => setFormOpen(false)} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} loadingText="Submitting...">
              Submit Request
            </Button>
          </div>
        </form>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={() => setFormOpen(true)}>Request Onboarding</Button>
          {canStartDirectly(recruit) && (
            <Button variant="outline" onClick={() => setConfirmStart(true)}>
              Start Onboarding
            </Button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmStart}
        title="Start Onboarding"
        message="Start your onboarding now? Your recruiter and the onboarding departments will be notified."
        confirmLabel="Start Onboarding"
        tone="primary"
        busy={begin.isPending}
        onConfirm={() => begin.mutate()}
        onCancel={() => setConfirmStart(false)}
      />
    </AreaCard>
  );
}
