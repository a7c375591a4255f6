import { AccountSection } from '../components/settings/account-section';
import { CoachingSection } from '../components/settings/coaching-section';
import { CompanySection } from '../components/settings/company-section';

/**
 * /dashboard/settings — the signed-in user's account and notification preferences, the company's
 * financial defaults and the coaching talking points (docs/dashboard.md, "Settings").
 */
export default function SettingsPage() {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Settings</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your account and notification preferences, and the defaults every recruiter works with.
        </p>
      </header>
      <AccountSection />
      <CompanySection />
      <CoachingSection />
    </div>
  );
}
