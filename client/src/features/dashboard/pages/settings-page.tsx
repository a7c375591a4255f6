import { AccountSettingsForm } from '@client/components/account-settings/account-settings-form';
import { ChangePasswordForm } from '@client/components/account-settings/change-password-form';
import { SettingsCard } from '../components/settings/settings-card';
import { CoachingSection } from '../components/settings/coaching-section';
import { CompanySection } from '../components/settings/company-section';
import { VisibilitySection } from '../components/settings/visibility-section';
import { TeamSection } from '../components/settings/team-section';
import { SettingsViews } from '../slots';
import { isAdmin, useSession, worksRecruits } from '@client/lib/session';

/**
 * /dashboard/settings — the signed-in user's account and notification preferences, the company's
 * financial defaults and the coaching talking points (docs/dashboard.md, "Settings"), and for
 * admins the team (docs/team.md) and the webhooks (docs/deployment.md, "Webhooks"). A department user has only their own account here.
 */
export default function SettingsPage() {
  const availability = SettingsViews.useView('availability');
  const webhooks = SettingsViews.useView('webhooks');
  const { user } = useSession();
  const recruiting = worksRecruits(user);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Settings</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your account and notification preferences, and the defaults every recruiter works with.
        </p>
      </header>
      <SettingsCard
        title="Your account"
        description="Your name and e-mail as colleagues and recruits see them, and how Clearpath tells you about new events."
      >
        <AccountSettingsForm />
      </SettingsCard>
      <SettingsCard title="Password" description="Your current password, then the new one. Your other devices are signed out.">
        <ChangePasswordForm />
      </SettingsCard>
      {isAdmin(user) && <TeamSection />}
      {isAdmin(user) && webhooks && (
        <SettingsCard
          title="Integrations (webhooks)"
          description="Tell another system (payroll, a loan origination system, a data warehouse) when recruits change: Clearpath posts each chosen event to its URL, signed. Only admins see this section."
        >
          {webhooks()}
        </SettingsCard>
      )}
      {recruiting && availability && (
        <SettingsCard
          title="Booking availability"
          description="The weekly hours your recruits can book calls in through their booking links, in your time zone."
        >
          {availability()}
        </SettingsCard>
      )}
      {isAdmin(user) && <VisibilitySection />}
      {recruiting && <CompanySection />}
      {recruiting && <CoachingSection />}
    </div>
  );
}
