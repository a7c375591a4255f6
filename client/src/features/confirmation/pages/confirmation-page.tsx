import { Link, useSearch } from 'wouter';
import { BrandMark } from '@client/components/brand-mark';
import { cx } from '@client/components/ui';
import { readConfirmation, type ConfirmationType } from '@client/lib/confirmation';

const LOOK: Record<ConfirmationType, { heading: string; ring: string; icon: string }> = {
  success: { heading: 'All set!', ring: 'bg-green-50 text-green-600', icon: 'M4.5 12.75l6 6 9-13.5' },
  error: { heading: 'Something went wrong', ring: 'bg-red-50 text-red-600', icon: 'M6 18 18 6M6 6l12 12' },
  info: {
    heading: 'Thank you',
    ring: 'bg-indigo-50 text-indigo-600',
    icon: 'M11.25 11.25l.041-.02a.75.75 0 0 1 1.063.852l-.708 2.836a.75.75 0 0 0 1.063.853l.041-.021M12 8.25h.008v.008H12V8.25z',
  },
};

/** /confirmation — shows the message a finished flow passed via goToConfirmation(). */
export default function ConfirmationPage() {
  const { message, type } = readConfirmation(useSearch());
  const look = LOOK[type];
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-8 bg-slate-50 px-4 py-10">
      <BrandMark />
      <section className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div className={cx('mx-auto grid size-14 place-items-center rounded-full', look.ring)} aria-hidden="true">
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-7">
            <path strokeLinecap="round" strokeLinejoin="round" d={look.icon} />
          </svg>
        </div>
        <h1 className="mt-5 text-2xl font-semibold text-slate-900">{look.heading}</h1>
        <p role={type === 'error' ? 'alert' : 'status'} className="mt-3 text-slate-700">
          {message || 'Your request has been completed.'}
        </p>
        <p className="mt-6 text-sm text-slate-500">You can close this window now.</p>
        <Link href="/" className="mt-4 inline-block text-sm font-medium text-indigo-600 hover:text-indigo-800 hover:underline">
          Go to Clearpath
        </Link>
      </section>
    </main>
  );
}
