import type { ReactNode } from 'react';
import { PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';

/** One titled block of the Settings page. */
export function SettingsCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{description}</p>
      {children}
    </section>
  );
}

interface SavedProps<T> {
  /** The section's read (a query's result). */
  read: { isPending: boolean; data?: T; error: unknown };
  loading: string;
  failed: string;
  /** The form, given what is saved. */
  children: (saved: T) => ReactNode;
}

/** A section's saved settings: a spinner while they load, the failure in one line, then the form. */
export function WithSaved<T>({ read, loading, failed, children }: SavedProps<T>) {
  if (read.isPending) return <PageSpinner label={loading} />;
  if (!read.data) return <p className="text-sm text-red-700">{errorText(read.error, failed)}</p>;
  return children(read.data);
}
