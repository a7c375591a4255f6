import { fullName, useSession } from '@client/lib/session';

/** Placeholder overview until the stat cards and phase shortcuts are built. */
export default function OverviewPage() {
  const { user } = useSession();
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900">Overview</h1>
      <p className="mt-2 text-sm text-slate-600">
        Signed in as <span className="font-medium text-slate-900">{fullName(user) || user?.email}</span>
      </p>
    </section>
  );
}
