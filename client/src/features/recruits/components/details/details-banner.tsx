import { CloseButton, cx } from '@client/components/ui';

export interface Banner {
  tone: 'success' | 'error';
  text: string;
}

/** The dialog's inline success or error line for the last action. */
export function DetailsBanner({ banner, onDismiss }: { banner: Banner; onDismiss: () => void }) {
  const ok = banner.tone === 'success';
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={cx(
        'flex items-start justify-between gap-3 rounded-lg border px-4 py-3 text-sm',
        ok ? 'border-green-200 bg-green-50 text-green-800' : 'border-red-200 bg-red-50 text-red-700',
      )}
    >
      <p>{banner.text}</p>
      <CloseButton
        onClick={onDismiss}
        label="Dismiss message"
        className="shrink-0 rounded p-0.5 opacity-70 hover:opacity-100"
        iconClassName="size-4"
      />
    </div>
  );
}
