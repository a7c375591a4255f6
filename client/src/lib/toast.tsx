import { Toaster } from 'react-hot-toast';

export { toast } from 'react-hot-toast';

/** Toast lifetimes from the specification (docs/spec/doc1.md §9). */
const TOAST_DURATIONS = {
  success: 2000,
  error: 4000,
  other: 4000,
  loading: Infinity,
} as const;

/**
 * The app's single toast outlet, top-right. react-hot-toast keeps at most 20 toasts
 * (its built-in limit), which is the limit the specification asks for.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      // Below the 4rem app header, so toasts never cover the bell or the Logout button.
      containerStyle={{ top: 72 }}
      toastOptions={{
        duration: TOAST_DURATIONS.other,
        success: { duration: TOAST_DURATIONS.success },
        error: { duration: TOAST_DURATIONS.error },
        loading: { duration: TOAST_DURATIONS.loading },
        className: 'text-sm',
      }}
    />
  );
}
