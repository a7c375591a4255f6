import { Link } from 'wouter';
import { hrefs } from '@client/config/paths';
import { DISCOVERY_MODULE_LABELS } from '@shared/domain/discovery-modules';
import { discoveryLockedText } from '@shared/domain/journey';
import type { Recruit } from '@shared/schemas/recruit-responses';
import { AreaCard } from '../area-card';

const DESCRIPTIONS: Record<string, string> = {
  'live-pricing': 'See live rates and pricing options for a loan scenario.',
  'recruiting-calculator': 'Project what building a team could earn you.',
  'ownership-calculator': 'Model your ownership distributions.',
  scenarios: 'Try what-ifs against your ClearView baseline.',
};

/**
 * The Discovery Tools card: the PIN and a launch card per enabled module, or why they are locked and
 * how to unlock them. Open or locked comes from the recruit's record, as the chips and Next Steps do;
 * the access row only adds the PIN.
 */
export function DiscoveryCard({ recruit, pin }: { recruit: Recruit; pin: string | null }) {
  const access = recruit.discovery_access;
  const locked = discoveryLockedText({ discovery_enabled: access.is_enabled, clearview_status: recruit.clearview_status });
  return (
    <AreaCard
      headingId="discovery-card"
      title="Discovery Tools"
      className="space-y-3"
      headClassName="flex flex-wrap items-baseline justify-between gap-2"
      aside={
        !locked &&
        pin && (
          <p className="text-sm text-slate-600">
            Your PIN: <span className="font-mono font-semibold text-slate-900">{pin}</span>
          </p>
        )
      }
    >
      {!locked ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {access.enabled_modules.map((m) => (
            <li key={m}>
              <Link
                href={hrefs.recruitDiscovery(m)}
                className="block h-full rounded-lg border border-slate-200 p-4 hover:border-indigo-300 hover:bg-indigo-50"
              >
                <span className="font-medium text-slate-900">{DISCOVERY_MODULE_LABELS[m]}</span>
                <span className="mt-1 block text-sm text-slate-600">{DESCRIPTIONS[m]}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="text-sm text-slate-600">
          <p>{locked}</p>
          <ol className="mt-2 list-inside list-decimal space-y-1">
            <li>Complete your ClearView session with your recruiter.</li>
            <li>Your recruiter enables the tools for you.</li>
            <li>You get an e-mail with your PIN, and the tools appear here.</li>
          </ol>
        </div>
      )}
    </AreaCard>
  );
}
