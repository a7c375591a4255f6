import { STATUS_LABELS } from '@shared/domain/recruit-status.ts';
import type { DiscoveryModule } from '@shared/domain/discovery-modules.ts';
import type { Recruit } from '@shared/schemas/recruits.ts';
import type { RecruitRow } from './repo.ts';
import { isoOrNull } from '../../lib/dates.ts';
import { hasCompletedClearview } from '@shared/domain/onboarding-eligibility.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days elapsed since `since`. */
export const wholeDaysSince = (since: Date, now = Date.now()): number => Math.max(0, Math.floor((now - since.getTime()) / DAY_MS));

export function recruiterDisplayName(
  row: Pick<RecruitRow, 'recruiter_id' | 'recruiter_first_name' | 'recruiter_last_name' | 'recruiter_email'>,
): string {
  if (row.recruiter_id === null) return 'Unassigned';
  const name = `${row.recruiter_first_name ?? ''} ${row.recruiter_last_name ?? ''}`.trim();
  return name || row.recruiter_email || 'Unassigned';
}

/**
 * The recruit JSON of docs/spec/doc1.md §3. `forRecruit` hides the staff notes when a recruit reads their own
 * record: notes are the recruiters' working remarks, not meant for the candidate.
 */
export function serializeRecruit(row: RecruitRow, opts: { forRecruit?: boolean } = {}): Recruit {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    states_licensed: row.states_licensed,
    nmls_id: row.nmls_id,
    recruiting_source: row.recruiting_source,
    notes: opts.forRecruit ? '' : row.notes,
    status: row.status,
    statusLabel: STATUS_LABELS[row.status] ?? row.status,
    recruiter: row.recruiter_id,
    recruiter_name: recruiterDisplayName(row),
    recruiter_email: row.recruiter_id === null ? null : row.recruiter_email,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    discovery_access: {
      is_enabled: row.discovery_enabled ?? false,
      enabled_modules: (row.discovery_modules ?? []) as DiscoveryModule[],
      granted_at: isoOrNull(row.discovery_granted_at),
    },
    profile_completion_percentage: row.profile_completion_percentage,
    clearview_completed: hasCompletedClearview(row.status, row.has_completed_session),
    clearview_status: row.clearview_status,
    has_live_onboarding_request: row.has_live_onboarding_request,
    has_onboarding_process: row.has_onboarding_process,
    days_in_stage: wholeDaysSince(row.status_changed_at),
  };
}
