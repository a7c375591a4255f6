import type { FormEvent } from 'react';
import { Button, DateRangeFields, Field } from '@client/components/ui';

type AuditFilterValues = { action: string; object_type: string; object_id: string; from: string; to: string };

interface Props {
  values: AuditFilterValues;
  onApply: (patch: Partial<AuditFilterValues>) => void;
  rangeError?: string;
}

/**
 * The text filters apply on Enter or "Apply" (typing does not reload the list); the dates apply at
 * once. The form is keyed by the URL's filters by its parent, so Back refills it.
 */
export function AuditFilters({ values, onApply, rangeError }: Props) {
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    onApply({ action: text('action'), object_type: text('object_type'), object_id: text('object_id') });
  };
  return (
    <search aria-label="Filter the audit log">
      <form
        onSubmit={submit}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <Field label="Action starts with" name="action" placeholder="recruit.status" defaultValue={values.action} />
        <Field label="Object type" name="object_type" placeholder="recruits" defaultValue={values.object_type} />
        <Field label="Object id" name="object_id" defaultValue={values.object_id} />
        <DateRangeFields
          from={values.from}
          to={values.to}
          onFrom={(from) => onApply({ from })}
          onTo={(to) => onApply({ to })}
          error={rangeError}
        />
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </form>
    </search>
  );
}
