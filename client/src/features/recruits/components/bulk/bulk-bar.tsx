import { Button } from '@client/components/ui';
import type { BulkAction } from '@shared/schemas/recruit-bulk';

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  assign: 'Assign owner',
  status: 'Move status',
  enroll: 'Enrol in campaign',
  email: 'Send e-mail',
};

/** The bar over the pipeline while recruits are selected: the count, the four actions and Clear. */
export function BulkBar({ count, onAction, onClear }: { count: number; onAction: (a: BulkAction) => void; onClear: () => void }) {
  if (count === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className="z-20 flex flex-wrap sm:sticky sm:top-2 items-center gap-2 rounded-xl border border-indigo-200 bg-indigo-50 p-3 shadow-sm"
    >
      <p className="mr-auto text-sm font-medium text-indigo-900" data-testid="bulk-count">
        {count} selected
      </p>
      {(Object.keys(BULK_ACTION_LABELS) as BulkAction[]).map((a) => (
        <Button key={a} size="sm" variant="outline" onClick={() => onAction(a)}>
          {BULK_ACTION_LABELS[a]}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </section>
  );
}
