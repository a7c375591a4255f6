import type { ClearviewSession, ClearviewSessionDetail } from '@shared/schemas/clearview.ts';
import { isoOrNull } from '../../../lib/dates.ts';
import type { SessionRow } from './repo.ts';

/** The session as the public token page sees it. */
export const serializeSession = (row: SessionRow): ClearviewSession => ({
  id: row.id,
  recruit: row.recruit_id,
  status: row.status,
  data: row.data,
  scheduled_at: isoOrNull(row.scheduled_at),
  meeting_link: row.meeting_link,
  completed_at: isoOrNull(row.completed_at),
});

/** The session as recruiters see it, with the token and the page URL built on appUrl. */
export const serializeSessionDetail = (row: SessionRow, appUrl: string): ClearviewSessionDetail => ({
  ...serializeSession(row),
  token: row.token,
  url: `${appUrl}/clearview/${row.token}`,
  link_type: row.link_type,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
