import { type FormEvent, useState } from 'react';
import { SelectField, TextAreaField } from '@client/components/ui';
import { bookingFields, EMPTY_SCHEDULE, ScheduleFields, type ScheduleValue } from '@client/components/scheduling';
import { checkWith, type FormErrors, formErrors } from '@client/lib/forms';
import { toast } from '@client/lib/toast';
import { PROFORMA_TEXTS } from '@shared/domain/proforma';
import { CreateProformaSessionBody, type CreateProformaSessionInput } from '@shared/schemas/proforma';
import type { ProformaSessionItem } from '@shared/schemas/proforma-responses';
import { useModelTypes } from '../api/model-types';
import { useCreateSession } from '../api/sessions';
import { SubmitRow } from '@client/components/submit-row';

/**
 * The proforma scheduling form (docs/spec/doc2.md §5 "Proforma new session"): the New Session tab and
 * Phase Management. Model type, then the shared scheduling fields, notes.
 */
export function ScheduleProformaForm({
  recruitId,
  successText,
  onCreated,
}: {
  recruitId: number | null;
  successText: string;
  onCreated: (s: ProformaSessionItem) => void;
}) {
  const types = useModelTypes();
  const [model, setModel] = useState('');
  const [when, setWhen] = useState<ScheduleValue>(EMPTY_SCHEDULE);
  const [notes, setNotes] = useState('');
  const [problems, setProblems] = useState<FormErrors | null>(null);
  const create = useCreateSession();
  const created = (s: ProformaSessionItem) => {
    toast.success(successText);
    setWhen(EMPTY_SCHEDULE);
    setNotes('');
    onCreated(s);
  };
  const errors = formErrors(problems, create.error);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (recruitId === null) return void toast.error(PROFORMA_TEXTS.selectRecruitFirst);
    const body: CreateProformaSessionInput = {
      recruit: recruitId,
      model_type: model ? Number(model) : '',
      ...bookingFields(when),
      notes: notes.trim(),
    };
    const checked = checkWith(CreateProformaSessionBody, body);
    setProblems(checked.errors);
    if (checked.data) create.mutate(body, { onSuccess: created });
  };
  const options = types.data ?? [];
  return (
    <form
      onSubmit={submit}
      noValidate
      className="max-w-2xl space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      aria-label="New Session"
    >
      {types.isSuccess && options.length === 0 && <p className="text-sm text-red-700">{PROFORMA_TEXTS.noModelTypes}</p>}
      <SelectField
        label="Model type"
        required
        options={[
          { value: '', label: 'Select a model…' },
          ...options.map((t) => ({ value: String(t.id), label: `${t.name} (${t.duration_months} months)` })),
        ]}
        value={model}
        onChange={(e) => setModel(e.target.value)}
        error={errors.model_type}
      />
      <ScheduleFields
        value={when}
        onChange={(patch) => setWhen((w) => ({ ...w, ...patch }))}
        errors={{ when: errors.scheduled_at, link: errors.meeting_link }}
        link="optional"
      />
      <TextAreaField
        label="Notes"
        hint="For staff only: the recruit never sees them."
        rows={3}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <SubmitRow busy={create.isPending} busyText="Scheduling...">
        Schedule Session
      </SubmitRow>
    </form>
  );
}
