import { Button, Field } from '@client/components/ui';

/** A list of short texts (favorite colors): one input each, Add and Remove; blanks are dropped on save. */
export function ListField({
  label,
  value,
  onChange,
  max = 10,
}: {
  label: string;
  value: string[];
  onChange: (v: string[]) => void;
  max?: number;
}) {
  const rows = value.length === 0 ? [''] : value;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      {rows.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the entries are plain strings that may repeat; the row's position is its identity
        <div key={i} className="flex items-end gap-2">
          <Field
            label={`${label} ${i + 1}`}
            className="flex-1 [&_label]:sr-only"
            value={item}
            onChange={(e) => onChange(rows.map((x, j) => (j === i ? e.target.value : x)))}
          />
          {rows.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
              aria-label={`Remove ${label} ${i + 1}`}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {rows.length < max && (
        <Button variant="link" onClick={() => onChange([...rows, ''])}>
          Add another
        </Button>
      )}
    </fieldset>
  );
}
