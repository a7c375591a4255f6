import { ApiError, errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';

/** The recruit-specific `reason` the server adds to an eligibility refusal (409), if any. */
function refusalReason(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const reason = (err.body as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && reason ? reason : null;
}

/**
 * Toasts a failed create/submit: the server's `error` as written (for a refusal, the text of docs/spec/doc3.md
 * §2.4) and, below it, the reason for this recruit so the user knows what to do.
 */
export function toastRequestError(err: unknown, fallback: string) {
  // Field errors show under their fields (docs/client.md, "Forms"): not a second time here.
  if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) return;
  const message = errorText(err, fallback);
  const reason = refusalReason(err);
  if (!reason) return toast.error(message);
  return toast.error(
    <span>
      {message}
      <span className="mt-1 block text-xs text-slate-600">{reason}</span>
    </span>,
  );
}
