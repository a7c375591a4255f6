import { AccountSettingsForm } from '@client/components/account-settings/account-settings-form';

/** /recruit/settings — the recruit's own name and notification preferences (docs/discovery.md, "Recruit pages"). */
export default function RecruitSettingsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Settings</h1>
        <p className="mt-1 text-sm text-slate-600">Your name and how Clearpath tells you about new events.</p>
      </header>
      <section aria-label="Your account" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <AccountSettingsForm emailLocked />
      </section>
    </div>
  );
}
