import { Link } from 'wouter';
import type { Recruit } from '@shared/schemas/recruits';
import { hrefs } from '@client/config/paths';
import { RecruitDetailViews } from '../../slots';

/** docs/spec/doc2.md's "embedded view": the onboarding management screen for this recruit, composed in by app/. */
export function OnboardingTab({ recruit }: { recruit: Recruit }) {
  const renderView = RecruitDetailViews.useView('onboardingTab');
  return (
    <div className="space-y-3">
      {renderView?.({ recruitId: recruit.id })}
      <Link href={hrefs.onboarding({ recruit: recruit.id })} className="text-sm font-medium text-indigo-600 hover:underline">
        Open in Onboarding Management
      </Link>
    </div>
  );
}
