import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './cx';
import { LineIcon } from './icons';

interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A button or link offering the next step. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div
      className={cx(
        'flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      <div className="mb-3 text-slate-500" aria-hidden="true">
        {icon ?? (
          <LineIcon
            d="M2.25 13.5h3.86a2.25 2.25 0 0 1 2.012 1.244l.256.512a2.25 2.25 0 0 0 2.013 1.244h3.218a2.25 2.25 0 0 0 2.013-1.244l.256-.512a2.25 2.25 0 0 1 2.013-1.244h3.859M2.25 13.5V18a2.25 2.25 0 0 0 2.25 2.25h15A2.25 2.25 0 0 0 21.75 18v-4.5M2.25 13.5l2.31-7.39A2.25 2.25 0 0 1 6.708 4.5h10.584a2.25 2.25 0 0 1 2.148 1.61l2.31 7.39"
            strokeWidth={1.5}
            className="size-10"
          />
        )}
      </div>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      {description && <p className="mt-1 max-w-md text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

/** A list or panel that failed to load: the message and a Try Again button. */
export function ErrorState({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <EmptyState
      title={message}
      action={
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
