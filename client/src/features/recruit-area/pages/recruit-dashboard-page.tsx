import { Button, PageSpinner } from '@client/components/ui';
import { RecruitDashboardViews } from '../slots';
import { NextSteps } from '../components/dashboard/next-steps';
import { OnboardingRequestPanel } from '../components/dashboard/onboarding-request-panel';
import { NOT_QUALIFIED_YET_TEXT } from '@shared/domain/onboarding-eligibility';
import { mayRequestOnboarding } from '../components/dashboard/onboarding-rules';
import { OnboardingInProgressPanel, OnboardingPendingPanel } from '../components/dashboard/onboarding-status-panels';
import { WelcomeBanner } from '../components/dashboard/welcome-banner';
import { WhereYouStand } from '../components/dashboard/where-you-stand';
import { UpcomingSessions } from '../components/dashboard/upcoming-sessions';
import { ProfileCard } from '../components/dashboard/profile-card';
import { DiscoveryCard } from '../components/dashboard/discovery-card';
import { DebugPanel } from '../components/dashboard/debug-panel';
import { useRecruitDashboard } from '../api/dashboard';

/** /recruit/dashboard — welcome, status chips, the onboarding request and next steps (docs/spec/doc2.md "Recruit dashboard"). */
export default function RecruitDashboardPage() {
  const { recruit, pin, error, loading, reload } = useRecruitDashboard();
  const stayConnected = RecruitDashboardViews.useView('stayConnected');

  if (!recruit) {
    if (loading) return <PageSpinner label="Loading your dashboard..." />;
    return (
      <section role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-lg font-semibold text-red-800">We could not load your dashboard</h1>
        <p className="mt-1 text-sm text-red-700">{error ?? 'Failed to load dashboard data'}</p>
        <Button variant="outline" className="mt-4" onClick={() => void reload()}>
          Try Again
        </Button>
      </section>
    );
  }

  return (
    <div className="space-y-5">
      <WelcomeBanner recruit={recruit} />
      <WhereYouStand status={recruit.status} />
      {error && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {/* minmax(0, …) tracks: a long e-mail address or title wraps instead of widening the page. */}
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-5">
          <UpcomingSessions />
          {stayConnected?.({ recruit, onRecruitChanged: () => void reload() })}
          {mayRequestOnboarding(recruit) && <OnboardingRequestPanel recruit={recruit} onChanged={() => void reload()} />}
          {recruit.status === 'onboarding_requested' && <OnboardingPendingPanel />}
          {recruit.status === 'onboarding_initiated' && <OnboardingInProgressPanel />}
          {!mayRequestOnboarding(recruit) && !['onboarding_requested', 'onboarding_initiated'].includes(recruit.status) && (
            <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-semibold text-slate-900">Onboarding</h2>
              <p className="mt-1 text-sm text-slate-600">
                {recruit.status === 'onboarded' ? 'You are fully onboarded. Welcome aboard!' : NOT_QUALIFIED_YET_TEXT}
              </p>
            </section>
          )}
        </div>
        <div className="space-y-5">
          <ProfileCard recruit={recruit} />
          <DiscoveryCard recruit={recruit} pin={pin} />
          <NextSteps recruit={recruit} />
        </div>
      </div>
      <DebugPanel recruit={recruit} />
    </div>
  );
}
