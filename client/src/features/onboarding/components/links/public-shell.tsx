import { type ReactNode, useEffect } from 'react';
import { BrandMark } from '@client/components/brand-mark';

/** The frame of the token-link pages (no app layout): the tab's title (before "· Clearpath"), the brand mark above the content. */
export function PublicShell({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  useEffect(() => {
    document.title = `${title} · Clearpath`;
  }, [title]);
  return (
    <main className={`mx-auto flex min-h-screen flex-col gap-6 px-4 py-8 ${wide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      <BrandMark />
      {children}
    </main>
  );
}

/** A centred message card for not-found and error screens. */
export function MessageCard({ title, children, tone = 'error' }: { title: string; children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <section
      className={`rounded-xl border bg-white p-8 text-center shadow-sm ${tone === 'error' ? 'border-red-200' : 'border-green-200'}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <h1 className={`text-2xl font-semibold ${tone === 'error' ? 'text-red-700' : 'text-green-700'}`}>{title}</h1>
      <div className="mt-2 text-sm text-slate-600">{children}</div>
    </section>
  );
}
