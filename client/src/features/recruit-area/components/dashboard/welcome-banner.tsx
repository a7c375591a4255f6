import type { Recruit } from '@shared/schemas/recruit-responses';
import { cx } from '@client/components/ui';
import { MIN_PROFILE_COMPLETION_FOR_ONBOARDING } from '@shared/domain/onboarding-eligibility';
import { clearviewChip } from '@shared/domain/journey';

/** Welcome banner with the status chips: profile %, ClearView, Discovery (all from the recruit's record). */
export function WelcomeBanner({ recruit }: { recruit: Recruit }) {
  const discoveryActive = recruit.discovery_access.is_enabled;
  const chips = [
    {
      label: `Profile ${recruit.profile_completion_percentage}%`,
      on: recruit.profile_completion_percentage >= MIN_PROFILE_COMPLETION_FOR_ONBOARDING,
    },
    // From the session itself, not the status order (shared/domain/journey.ts).
    { label: clearviewChip(recruit.clearview_status), on: recruit.clearview_status === 'completed' },
    { label: discoveryActive ? 'Discovery Active' : 'Discovery Locked', on: discoveryActive },
  ];
  return (
    <section className="bg-brand-gradient rounded-2xl p-6 text-white shadow-sm">
      <h1 className="text-2xl font-semibold">{`Welcome, ${recruit.first_name} ${recruit.last_name}`.trim()}</h1>
      <p className="mt-1 text-sm text-white/85">Here is where you stand and what comes next.</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Your status">
        {chips.map((chip) => (
          <li
            key={chip.label}
            className={cx(
              'rounded-full px-3 py-1 text-xs font-semibold ring-1',
              chip.on ? 'bg-white text-indigo-700 ring-white' : 'bg-white/10 text-white ring-white/40',
            )}
          >
            {chip.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
