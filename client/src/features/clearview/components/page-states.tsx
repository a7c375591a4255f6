// The page's loading and error screens (docs/spec/doc1.md §2 exact texts).
import { BrandMark } from '@client/components/brand-mark';
import { Link } from 'wouter';
import { Spinner } from '@client/components/ui';
import { ROOM_FULL_TITLE } from '@client/lib/collab';

export function LoadingState({ label = 'Loading ClearView Calculator...' }: { label?: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 text-indigo-600">
      <Spinner size="lg" label={label} showLabel />
    </main>
  );
}

export function ErrorState({ detail }: { detail?: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-slate-50 px-4">
      <BrandMark />
      <section role="alert" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">Unable to Load Session</h1>
        <p className="mt-2 text-slate-600">Session not found or has expired</p>
        {detail && <p className="mt-2 text-sm text-slate-500">{detail}</p>}
        <p className="mt-4 text-sm text-slate-500">Please check the link in your invitation or contact your recruiter.</p>
      </section>
    </main>
  );
}

/** The live room refused a participant because it is full (4429); `detail` is the server's reason. */
export function RoomFullState({ detail }: { detail: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-slate-50 px-4">
      <BrandMark />
      <section role="alert" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{ROOM_FULL_TITLE}</h1>
        <p className="mt-2 text-slate-600">{detail}</p>
        <button
          type="button"
          onClick={() => location.reload()}
          className="mt-6 text-sm font-medium text-indigo-600 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          Try again
        </button>
      </section>
    </main>
  );
}

/** Where a scenario page leads back to: the recruit's discovery tools, or staff's recruit details. */
export type ScenarioBackLink = { href: string; label: string };

/** A scenario page that cannot show its scenario (docs/spec/doc2.md §8 'Failed to load scenario data'). */
export function ScenarioErrorState({ detail, back, title }: { detail?: string; back: ScenarioBackLink; title?: string }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-slate-50 px-4">
      <BrandMark />
      <section role="alert" className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">{title ?? 'Failed to load scenario data'}</h1>
        {detail && <p className="mt-2 text-slate-600">{detail}</p>}
        <Link href={back.href} className="mt-6 inline-block text-sm font-medium text-indigo-600 hover:underline">
          {back.label}
        </Link>
      </section>
    </main>
  );
}
