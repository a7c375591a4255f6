import { Link } from 'wouter';
import type { Recruit } from '@shared/schemas/recruit-responses';
import { journeyFactsOf, recruitNextSteps } from '@shared/domain/journey';
import { paths } from '@client/config/paths';
import { cx } from '@client/components/ui';
import { AreaCard } from '../area-card';

const PAGES = { profile: paths.recruitProfile, discovery: paths.recruitDiscovery, onboarding: paths.recruitOnboarding } as const;

/** What the recruit should do next, from their records (shared/domain/journey.ts): a step done, to do, or not needed. */
export function NextSteps({ recruit }: { recruit: Recruit }) {
  const steps = recruitNextSteps({
    ...journeyFactsOf(recruit),
    clearview_status: recruit.clearview_status,
    profile_completion_percentage: recruit.profile_completion_percentage,
  });
  return (
    <AreaCard headingId="next-steps-heading" title="Next Steps">
      <ol className="mt-3 space-y-2">
        {steps.map((step, i) => (
          <li key={step.key} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden="true"
              className={cx(
                'grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold',
                step.state === 'done' ? 'bg-green-100 text-green-700' : 'bg-slate-100 text-slate-600',
              )}
            >
              {step.state === 'done' ? '✓' : step.state === 'skipped' ? '–' : i + 1}
            </span>
            <span
              className={cx(
                'pt-0.5',
                step.state === 'done' ? 'text-slate-500 line-through' : step.state === 'skipped' ? 'text-slate-500' : 'text-slate-800',
              )}
            >
              {step.page && step.state === 'todo' ? (
                <Link href={PAGES[step.page]} className="font-medium text-indigo-600 hover:underline">
                  {step.label}
                </Link>
              ) : (
                step.label
              )}
              {step.state === 'done' && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        ))}
      </ol>
    </AreaCard>
  );
}
