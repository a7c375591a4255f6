import type { ProformaSessionItem } from '@shared/schemas/proforma-responses.ts';
import type { SessionRow } from './repo.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';

/** The recruit's live link (docs/proforma.md, "Token"). */
export const liveUrl = (appUrl: string, token: string): string => `${appUrl}/proforma/${token}`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * Who reads a session: staff see everything; the recruit's answers leave out `notes`, the staff's
 * own notes about the session (docs/proforma.md, "Permissions").
 */
type SessionReader = 'staff' | 'recruit';
export const readerOf = (user: Pick<AccessClaims, 'type'>): SessionReader => (user.type === 'recruiter' ? 'staff' : 'recruit');

export function serializeSession(row: SessionRow, appUrl: string, reader: SessionReader): ProformaSessionItem {
  const item: ProformaSessionItem = {
    id: row.id,
    recruit: row.recruit_id,
    recruit_details: { first_name: row.first_name, last_name: row.last_name, email: row.email },
    model_type: row.model_type.id,
    model_type_details: row.model_type,
    status: row.status,
    scheduled_at: new Date(row.scheduled_at).toISOString(),
    started_at: iso(row.started_at),
    completed_at: iso(row.completed_at),
    meeting_link: row.meeting_link,
    notes: row.notes,
    token: row.token,
    live_url: liveUrl(appUrl, row.token),
    has_pdf: row.has_pdf,
    created_at: new Date(row.created_at).toISOString(),
  };
  if (reader === 'recruit') delete item.notes;
  return item;
}
