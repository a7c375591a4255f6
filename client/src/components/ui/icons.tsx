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

/**
 * An icon-only button showing the solid ×, for closing a dialog or dismissing a message: `label` names
 * it for assistive technology, `className` styles the button and `iconClassName` sizes the ×.
 */
export function CloseButton({
  onClick,
  label,
  className,
  iconClassName,
}: {
  onClick: () => void;
  label: string;
  className: string;
  iconClassName: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <svg viewBox="0 0 20 20" fill="currentColor" className={iconClassName} aria-hidden="true">
        <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
      </svg>
    </button>
  );
}
