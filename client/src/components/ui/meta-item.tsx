/** One label/value pair of a compact details grid (use inside a <dl>); empty values show a dash. */
export function MetaItem({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="truncate font-medium text-slate-800">{value || '—'}</dd>
    </div>
  );
}
