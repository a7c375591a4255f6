import { Link } from 'wouter';
import type { DiscoveryAccessItem, Recruit } from '@shared/schemas/recruit-responses';
import { paths } from '@client/config/paths';
import { cx } from '@client/components/ui';

interface Step {
  label: string;
  done: boolean;
  href?: string;
}

/** What the recruit should do next, in pipeline order, from their status. */
function nextSteps(r: Recruit, discovery: DiscoveryAccessItem | null): Step[] {
  const onboardingStarted = r.status === 'onboarding_initiated' || r.status === 'onboarded';
  return [
    { label: 'Complete your profile', done: r.profile_completion_percentage >= 100, href: paths.recruitProfile },
    { label: 'Attend your ClearView session', done: r.clearview_completed },
    { label: 'Explore your discovery tools', done: false, href: discovery?.is_enabled ? paths.recruitDiscovery : undefined },
    {
      label: r.status === 'onboarding_requested' ? 'Wait for your recruiter to review your onboarding request' : 'Request onboarding',
      done: onboardingStarted,
    },
    {
      label: 'Follow your onboarding tasks',
      done: r.status === 'onboarded',
      href: r.status === 'onboarding_initiated' ? paths.recruitOnboarding : undefined,
    },
  ];
}

export function NextSteps({ recruit, discovery }: { recruit: Recruit; discovery: DiscoveryAccessItem | null }) {
  return (
    <section aria-labelledby="next-steps-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
        Next Steps
      </h2>
      <ol className="mt-3 space-y-2">
        {nextSteps(recruit, discovery).map((step, i) => (
          <li key={step.label} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden="true"
              className={cx(
                'grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold',
                step.done ? 'bg-green-100 text-green-700' : 'bg-slate-100 text-slate-600',
              )}
            >
              {step.done ? '✓' : i + 1}
            </span>
            <span className={cx('pt-0.5', step.done ? 'text-slate-500 line-through' : 'text-slate-800')}>
              {step.href && !step.done ? (
                <Link href={step.href} className="font-medium text-indigo-600 hover:underline">
                  {step.label}
                </Link>
              ) : (
                step.label
              )}
              {step.done && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
