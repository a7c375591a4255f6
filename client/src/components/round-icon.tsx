import { cx } from '@client/components/ui';

/**
 * A line icon in a tinted circle at the head of a one-message screen (a link that no longer works,
 * a sent e-mail): `path` is the icon's outline, `tone` the circle's colours.
 */
export function RoundIcon({ path, tone, strokeWidth }: { path: string; tone: string; strokeWidth: number }) {
  return (
    <div className={cx('mx-auto grid size-14 place-items-center rounded-full', tone)} aria-hidden="true">
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} className="size-7">
        <path strokeLinecap="round" strokeLinejoin="round" d={path} />
      </svg>
    </div>
  );
}
