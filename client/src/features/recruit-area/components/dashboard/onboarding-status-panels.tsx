import { Link } from 'wouter';
import { paths } from '@client/config/paths';

/** After the recruit's own request: waiting for the recruiter (docs/spec/doc2.md §4, §9 'usually within 24 hours'). */
export function OnboardingPendingPanel() {
  return (
    <section role="status" aria-labelledby="onboarding-pending-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-5">
      <h2 id="onboarding-pending-heading" className="text-lg font-semibold text-amber-900">
        Onboarding Request Pending
      </h2>
      <p className="mt-1 text-sm text-amber-800">
        Your onboarding request has been submitted. Your recruiter will review it and get back to you, usually within 24 hours.
      </p>
    </section>
  );
}

/** Onboarding has begun: the way to the progress page (shown only at onboarding_initiated). */
export function OnboardingInProgressPanel() {
  return (
    <section aria-labelledby="onboarding-progress-heading" className="rounded-xl border border-green-200 bg-green-50 p-5">
      <h2 id="onboarding-progress-heading" className="text-lg font-semibold text-green-900">
        Onboarding In Progress
      </h2>
      <p className="mt-1 text-sm text-green-800">Your onboarding has started. Follow each department's tasks as they are completed.</p>
      <Link
        href={paths.recruitOnboarding}
        className="mt-3 inline-flex h-10 items-center rounded-lg bg-green-700 px-4 text-sm font-medium text-white hover:bg-green-800"
      >
        View Onboarding Progress
      </Link>
    </section>
  );
}
