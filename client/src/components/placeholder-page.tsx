import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';

interface PlaceholderPageProps {
  title: string;
  description?: ReactNode;
  /** For public pages outside any layout: centres the content under the brand mark. */
  standalone?: boolean;
}

/** Stand-in for a screen another issue fills in; replace the page file, not the router. */
export function PlaceholderPage({ title, description, standalone }: PlaceholderPageProps) {
  const body = (
    <section className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{description ?? 'This screen is being built and will be available soon.'}</p>
    </section>
  );
  if (!standalone) return body;
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-8 px-4 py-10">
      <BrandMark />
      {body}
    </main>
  );
}
