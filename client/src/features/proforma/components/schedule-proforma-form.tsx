import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button, Field, SelectField, TextAreaField } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { PROFORMA_TEXTS } from '@shared/domain/proforma';
import type { ProformaSessionItem } from '@shared/schemas/proforma';
import { createSession } from '../api';
import { proformaKeys, useModelTypes } from '../queries';

const localNow = () => {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The proforma scheduling form (docs/spec/doc2.md §5 "Proforma new session"): the New Session tab and Phase Management. */
export function ScheduleProformaForm({
  recruitId,
  successText,
  onCreated,
}: {
  recruitId: number | null;
  successText: string;
  onCreated: (s: ProformaSessionItem) => void;
}) {
  const queryClient = useQueryClient();
  const types = useModelTypes();
  const [model, setModel] = useState('');
  const [when, setWhen] = useState('');
  const [link, setLink] = useState('');
  const [notes, setNotes] = useState('');
  const create = useMutation({
    mutationFn: () =>
      createSession({
        recruit: recruitId as number,
        model_type: Number(model),
        scheduled_at: new Date(when).toISOString(),
        meeting_link: link.trim(),
        notes: notes.trim(),
      }),
    meta: { errorToast: PROFORMA_TEXTS.scheduleFailed, serverText: true },
    onSuccess: (s) => {
      toast.success(successText);
      void queryClient.invalidateQueries({ queryKey: proformaKeys.all });
      setWhen('');
      setLink('');
      setNotes('');
      onCreated(s);
    },
  });
  const errors = create.error ? fieldErrors(create.error) : {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (recruitId === null) return void toast.error(PROFORMA_TEXTS.selectRecruitFirst);
    if (!model || !when) return void toast.error(PROFORMA_TEXTS.fillRequired);
    create.mutate();
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
      />
      <Field
        label="Date and time"
        type="datetime-local"
        required
        min={localNow()}
        value={when}
        onChange={(e) => setWhen(e.target.value)}
        error={errors.scheduled_at}
      />
      <Field
        label="Meeting link"
        type="url"
        placeholder="https://… (optional)"
        value={link}
        onChange={(e) => setLink(e.target.value)}
        error={errors.meeting_link}
      />
      <TextAreaField
        label="Notes"
        hint="For staff only: the recruit never sees them."
        rows={3}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending} loadingText="Scheduling...">
          Schedule Session
        </Button>
      </div>
    </form>
  );
}
