import type { AcceptPageResponse } from '@shared/schemas/recruits';

/** The read-only part of the acceptance form: who the recruiter is and what the profile says. */
export function ProfileSummary({ data }: { data: AcceptPageResponse }) {
  const { recruit, recruiter } = data;
  const rows: [string, string][] = [
    ['Recruiter', recruiter.name],
    ['Recruiter Email', recruiter.email ?? 'Not provided'],
    ['States Licensed', recruit.states_licensed.length ? recruit.states_licensed.join(', ') : 'N/A'],
    ['NMLS ID', recruit.nmls_id || 'Not provided'],
    ['Recruiting Source', recruit.recruiting_source_label || recruit.recruiting_source],
  ];
  return (
    <section className="space-y-3">
      <h2 className="text-base font-semibold text-slate-900">Profile details</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="mt-0.5 text-sm break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-500">To change these details, please contact your recruiter.</p>
    </section>
  );
}
