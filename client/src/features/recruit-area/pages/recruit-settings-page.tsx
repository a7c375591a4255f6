import { AccountSettingsForm } from '@client/components/account-settings/account-settings-form';
import { ChangePasswordForm } from '@client/components/account-settings/change-password-form';

/** /recruit/settings — the recruit's own name, notification preferences and password (docs/discovery.md, "Recruit pages"). */
export default function RecruitSettingsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Settings</h1>
        <p className="mt-1 text-sm text-slate-600">Your name, how Clearpath tells you about new events, and your password.</p>
      </header>
      <section aria-label="Your account" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <AccountSettingsForm emailLocked />
      </section>
      <section aria-label="Password" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="mb-4 text-base font-semibold text-slate-900">Password</h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
