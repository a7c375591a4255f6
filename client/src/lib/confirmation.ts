import { navigate } from 'wouter/use-browser-location';

/**
 * The /confirmation page takes its message from the query string (?message=&type=) rather than
 * history state, so it survives a reload and works from outside React. Only the messages the app
 * itself sends are shown: a crafted link cannot put arbitrary text on Clearpath's own page.
 */
const KNOWN_MESSAGES = new Set([
  'Profile accepted successfully! Your recruiter will contact you to schedule your ClearView session.',
  'ClearView session completed successfully!',
]);

export type ConfirmationType = 'success' | 'error' | 'info';

function confirmationHref(message: string, type: ConfirmationType = 'success'): string {
  const params = new URLSearchParams({ message, type });
  return `/confirmation?${params.toString()}`;
}

/** Goes to /confirmation showing `message`; replaces the entry so Back does not re-open a finished form. */
export function goToConfirmation(message: string, type: ConfirmationType = 'success'): void {
  navigate(confirmationHref(message, type), { replace: true });
}

export function readConfirmation(search: string): { message: string; type: ConfirmationType } {
  const params = new URLSearchParams(search);
  const type = params.get('type');
  return {
    message: KNOWN_MESSAGES.has(params.get('message') ?? '') ? (params.get('message') ?? '') : '',
    type: type === 'error' || type === 'info' ? type : 'success',
  };
}
