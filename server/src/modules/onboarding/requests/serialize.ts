import type { OnboardingRequest } from '@shared/schemas/onboarding.ts';
import type { RequestRow } from './repo.ts';
import { isoOrNull } from '../../../lib/dates.ts';

export function serializeRequest(row: RequestRow): OnboardingRequest {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    recruit: {
      id: row.recruit_id,
      first_name: row.recruit_first_name,
      last_name: row.recruit_last_name,
      email: row.recruit_email,
      status: row.recruit_status,
    },
    recruit_id: row.recruit_id,
    recruit_name: `${row.recruit_first_name} ${row.recruit_last_name}`,
    preferred_start_date: row.preferred_start_date,
    current_company: row.current_company,
    current_role: row.current_role,
    years_experience: row.years_experience,
    has_team: row.has_team,
    team_size: row.team_size,
    current_volume: row.current_volume,
    special_requirements: row.special_requirements,
    notes: row.notes,
    created_by: row.created_by,
    decided_by: row.decided_by,
    decided_at: isoOrNull(row.decided_at),
    created_at: row.created_at.toISOString(),
    process_id: row.process_id,
    task_count: row.task_count,
  };
}
