import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/toast';

/**
 * The exact failure text of docs/spec/doc3.md §8, with the server's reason (e.g. "it still has 3 task
 * templates") on a second line so the user knows what to fix.
 */
export function toastFailure(message: string, err: unknown) {
  const reason = err instanceof ApiError && err.fromServer ? err.message : '';
  toast.error(
    reason ? (
      <span>
        {message}
        <span className="mt-0.5 block text-xs text-slate-600">{reason}</span>
      </span>
    ) : (
      message
    ),
  );
}
