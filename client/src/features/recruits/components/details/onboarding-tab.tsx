import type { Recruit } from '@shared/schemas/recruits';

/**
 * docs/spec/doc2.md's "embedded view": the onboarding management screen for this recruit, without the staff
 * chrome (?embedded=true), in a frame — so the pipeline feature does not import the onboarding one.
 */
export function OnboardingTab({ recruit }: { recruit: Recruit }) {
  const src = `/dashboard/onboarding?recruit=${recruit.id}&embedded=true`;
  return (
    <div className="space-y-2">
      <iframe
        title={`Onboarding of ${recruit.first_name} ${recruit.last_name}`}
        src={src}
        className="h-[32rem] w-full rounded-lg border border-slate-200"
      />
      <a
        href={src.replace('&embedded=true', '')}
        target="_blank"
        rel="noreferrer"
        className="text-sm font-medium text-indigo-600 hover:underline"
      >
        Open onboarding in a new tab
      </a>
    </div>
  );
}
