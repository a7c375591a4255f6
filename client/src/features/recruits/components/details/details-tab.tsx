import type { ReactNode } from 'react';
import { BreakableAddress } from '@client/components/ui';
import { formatDateTime } from '@shared/format';
import type { Recruit } from '@shared/schemas/recruits';
import { sourceLabel } from '../recruit-card';
import { OwnerField } from './owner-field';
import { ProfileSection } from './profile-section';

/** Contact, recruiting facts, notes and the days in the current stage. */
export function DetailsTab({ recruit }: { recruit: Recruit }) {
  const days = recruit.days_in_stage;
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <Section title="Contact Information">
        <Row
          label="Email"
          value={
            <a className="text-indigo-600 hover:underline" href={`mailto:${recruit.email}`}>
              <BreakableAddress address={recruit.email} />
            </a>
          }
        />
        <Row label="Phone" value={recruit.phone} />
        <Row label="States Licensed" value={recruit.states_licensed.length ? recruit.states_licensed.join(', ') : 'N/A'} />
        {recruit.nmls_id && <Row label="NMLS ID" value={recruit.nmls_id} />}
      </Section>
      <Section title="Recruiting Information">
        <Row label="Source" value={sourceLabel(recruit.recruiting_source)} />
        <Row label="Created" value={formatDateTime(recruit.created_at)} />
        <Row label="Last Updated" value={formatDateTime(recruit.updated_at)} />
        <div className="pt-2">
          <OwnerField recruit={recruit} />
        </div>
      </Section>
      <section className="md:col-span-2">
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Notes</h3>
        <p className="text-sm whitespace-pre-wrap text-slate-700">{recruit.notes || 'No notes yet.'}</p>
      </section>
      <ProfileSection recruitId={recruit.id} />
      <div className="rounded-lg bg-indigo-50 px-4 py-3 text-sm text-indigo-800 md:col-span-2">
        Days in current stage: <span className="font-semibold">{days}</span>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-2 text-sm font-semibold text-slate-900">{title}</h3>
      <dl className="space-y-1.5">{children}</dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex gap-2 text-sm">
      <dt className="w-32 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{value}</dd>
    </div>
  );
}
