import type { ChangeEvent } from 'react';
import { SelectField, Spinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { MERGE_FIELDS } from '@shared/domain/merge-fields';
import type { EmailPreviewBody } from '@shared/schemas/nurture';
import { useEmailPreview } from '../api/emails';

const FIGURES = new Set(['five_year_total', 'recruiting_income', 'ownership']);

/** A select that puts a merge field (`{first_name}`, `{five_year_total}`, …) into the text being written. */
export function MergeFieldPicker({ onInsert }: { onInsert: (field: string) => void }) {
  const pick = (e: ChangeEvent<HTMLSelectElement>) => {
    if (e.target.value) onInsert(`{${e.target.value}}`);
    e.target.value = '';
  };
  return (
    <SelectField
      label="Insert merge field"
      hint="Each recruit gets their own values. A line naming a ClearView figure the recruit has not got is left out."
      options={[{ value: '', label: 'Choose a field' }, ...MERGE_FIELDS.map((f) => ({ value: f.key, label: `${f.label} {${f.key}}` }))]}
      defaultValue=""
      onChange={pick}
    />
  );
}

/** The text as the chosen recruit would receive it (docs/nurture.md, "Merge fields"); null body: nothing chosen yet. */
export function MergePreview({ body, emptyText }: { body: EmailPreviewBody | null; emptyText: string }) {
  const preview = useEmailPreview(body);
  if (!body) return <p className="text-sm text-slate-500">{emptyText}</p>;
  if (preview.isError) return <p className="text-sm text-red-700">{errorText(preview.error, 'Failed to load the preview')}</p>;
  if (!preview.data)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-500">
        <Spinner size="sm" /> Loading preview...
      </p>
    );
  const missing = preview.data.fields.filter((f) => FIGURES.has(f.key) && f.value === null);
  return (
    <section aria-label="Preview" className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      {preview.data.subject && (
        <p className="font-medium break-words text-slate-900">
          <span className="text-slate-500">Subject: </span>
          {preview.data.subject}
        </p>
      )}
      <p className="break-words whitespace-pre-wrap text-slate-800">{preview.data.content}</p>
      {missing.length > 0 && (
        <p className="text-xs text-slate-500">
          No {missing.map((f) => f.label.replace('ClearView ', '')).join(', ')} on record for this recruit: lines naming them are left out.
        </p>
      )}
    </section>
  );
}
