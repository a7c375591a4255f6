/**
 * An outline icon on the 24-unit grid, drawn in the text colour with round ends and joins. It is
 * decorative: the control or text beside it says what it means.
 */
export function LineIcon({ d, strokeWidth, className }: { d: string; strokeWidth: number; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} className={className}>
      <path strokeLinecap="round" strokeLinejoin="round" d={d} />
    </svg>
  );
}
