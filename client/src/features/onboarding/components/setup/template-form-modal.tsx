import { useState } from 'react';
import { TASK_PRIORITIES } from '@shared/domain/onboarding';
import type { Department, TaskTemplate, Workstream } from '@shared/schemas/onboarding-responses';
import { PRIORITY_LABELS } from '@shared/domain/labels';
import { fieldBinders } from '@client/components/field-binders';
import { Button, Checkbox, Field, SelectField, TextAreaField, NumberField } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { useChanged } from '@client/lib/use-changed';
import { useSaveTemplate } from '../../api/setup';
import { TemplateBody } from '@shared/schemas/onboarding-setup';
import { formOf, NEW_TEMPLATE, TEMPLATE_FIELDS, templatePayload, templateReady, type TemplateFormState } from './template-form';
import { saveChecked, SetupFormModal } from './setup-form-modal';
import { WorkstreamCreator } from './workstream-creator';

interface Props {
  open: boolean;
  /** null: a new template. */
  template: TaskTemplate | null;
  workstreams: Workstream[];
  departments: Department[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add/Edit Template (docs/spec/doc3.md §2.5); saving needs a workstream, a title and a description. */
export function TemplateFormModal({ open, template, workstreams, departments, onClose, onSaved }: Props) {
  const [form, setForm] = useState<TemplateFormState>(NEW_TEMPLATE);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [extraWorkstreams, setExtraWorkstreams] = useState<Workstream[]>([]);
  const [addingWorkstream, setAddingWorkstream] = useState(false);

  // Each opening starts from the template edited (or a new one).
  if (useChanged(open) && open) {
    setForm(template ? formOf(template) : NEW_TEMPLATE);
    setErrors({});
    setAddingWorkstream(false);
  }
  const save = useSaveTemplate(template, TEMPLATE_FIELDS, { onSuccess: onSaved, onError: (err) => setErrors(fieldErrors(err)) });

  const set = <K extends keyof TemplateFormState>(key: K, value: TemplateFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const bind = fieldBinders(form, set, { errors });
  const allWorkstreams = [...workstreams, ...extraWorkstreams.filter((x) => !workstreams.some((w) => w.id === x.id))];

  const submit = () => {
    if (!templateReady(form)) return;
    saveChecked(TemplateBody, templatePayload(form), setErrors, save.mutate);
  };

  return (
    <SetupFormModal
      noun="Template"
      editing={template !== null}
      open={open}
      onClose={onClose}
      busy={save.isPending}
      ready={templateReady(form)}
      onSubmit={submit}
      size="lg"
    >
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
        <div className="space-y-2 sm:col-span-2">
          <SelectField
            label="Workstream"
            required
            value={form.workstream_id}
            error={errors.workstream_id}
            onChange={(e) => set('workstream_id', e.target.value)}
            options={[
              { value: '', label: 'Select a workstream' },
              ...allWorkstreams.map((w) => ({ value: String(w.id), label: `${w.department?.name} - ${w.name}` })),
            ]}
          />
          {addingWorkstream ? (
            <WorkstreamCreator
              departments={departments}
              onCancel={() => setAddingWorkstream(false)}
              onCreated={(w) => {
                setExtraWorkstreams((list) => [...list, w]);
                set('workstream_id', String(w.id));
                setAddingWorkstream(false);
              }}
            />
          ) : (
            departments.length > 0 && (
              <Button variant="link" onClick={() => setAddingWorkstream(true)}>
                New workstream
              </Button>
            )
          )}
        </div>
        <Field label="Title" required className="sm:col-span-2" maxLength={255} {...bind.text('title')} />
        <TextAreaField label="Description" required className="sm:col-span-2" maxLength={5000} {...bind.text('description')} />
        <TextAreaField
          label="Detailed Instructions"
          className="sm:col-span-2"
          rows={4}
          maxLength={10000}
          {...bind.text('detailed_instructions')}
        />
        <Field label="Email Subject" maxLength={255} {...bind.text('email_subject')} />
        <SelectField
          label="Priority"
          value={form.priority}
          onChange={(e) => set('priority', e.target.value as TemplateFormState['priority'])}
          options={TASK_PRIORITIES.map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))}
        />
        <TextAreaField label="Email Body" className="sm:col-span-2" rows={4} maxLength={10000} {...bind.text('email_body')} />
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <NumberField label="Due Days" min={1} decimals={0} {...bind.number('due_days_offset')} />
          <NumberField label="Weight %" min={0} max={100} decimals={1} step={0.1} {...bind.number('weight_percentage')} />
          <NumberField label="Order" min={0} decimals={0} {...bind.number('order')} />
        </div>
        <div className="sm:col-span-2">
          <Checkbox label="Default: every new onboarding gets this task unless someone unticks it" {...bind.flag('is_default')} />
        </div>
      </form>
    </SetupFormModal>
  );
}
