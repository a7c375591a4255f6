import type { Fragment } from 'postgres';
import type { Sql } from '../../../db/connect.ts';
import type { MeetingType } from '@shared/domain/nurture.ts';
import type { MeetingItem } from '@shared/schemas/nurture.ts';

type MeetingRow = {
  id: number;
  recruit_id: number;
  meeting_type: MeetingType;
  scheduled_at: Date;
  duration_minutes: number;
  meeting_link: string;
  notes: string;
  attended: boolean | null;
  ics_uid: string;
  ics_sequence: number;
  host_id: number | null;
  cancelled_at: Date | null;
};

const view = (sql: Sql) => sql`
  select m.id, json_build_object('id', r.id, 'name', r.first_name || ' ' || r.last_name) as recruit,
         m.meeting_type, m.scheduled_at, m.duration_minutes, m.meeting_link, m.notes, m.attended, m.attended_at,
         m.outcome, m.ics_sequence as sequence
  from nurture_meetings m join recruits r on r.id = m.recruit_id`;

export async function insertMeeting(
  sql: Sql,
  m: {
    recruitId: number;
    type: MeetingType;
    at: Date;
    minutes: number;
    link: string;
    notes: string;
    uid: string;
    createdBy: number | null;
    /** The staff user it is booked with and the time it keeps them busy (the meeting and their buffer). */
    host?: { id: number; busyUntil: Date };
  },
): Promise<number> {
  const [row] = await sql<{ id: number }[]>`
    insert into nurture_meetings (recruit_id, meeting_type, scheduled_at, duration_minutes, meeting_link, notes, ics_uid, created_by,
                                  host_id, host_busy)
    values (${m.recruitId}, ${m.type}, ${m.at}, ${m.minutes}, ${m.link}, ${m.notes}, ${m.uid}, ${m.createdBy},
            ${m.host?.id ?? null}, ${m.host ? sql`tstzrange(${m.at}, ${m.host.busyUntil}, '[)')` : null})
    returning id`;
  return row.id;
}

/** A booked meeting's new time: the host's busy range moves with it and the invitation's SEQUENCE rises. */
export async function moveHostedMeeting(sql: Sql, id: number, at: Date, busyUntil: Date): Promise<void> {
  await sql`
    update nurture_meetings
    set scheduled_at = ${at}, host_busy = tstzrange(${at}, ${busyUntil}, '[)'), ics_sequence = ics_sequence + 1, updated_at = now()
    where id = ${id}`;
}

/** Cancels: the host's time is free again; answers false when it was already cancelled. */
export async function cancelMeeting(sql: Sql, id: number, at: Date): Promise<boolean> {
  const rows =
    await sql`update nurture_meetings set cancelled_at = ${at}, ics_sequence = ics_sequence + 1, updated_at = now() where id = ${id} and cancelled_at is null returning id`;
  return rows.length > 0;
}

/** The time the host's booked meetings keep them busy between two instants (buffers included). */
export async function hostBusyRanges(sql: Sql, hostId: number, from: Date, to: Date): Promise<{ start: number; end: number }[]> {
  const rows = await sql<{ start: Date; end: Date }[]>`
    select lower(host_busy) as start, upper(host_busy) as end from nurture_meetings
    where host_id = ${hostId} and cancelled_at is null and host_busy && tstzrange(${from}, ${to}, '[)')`;
  return rows.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
}

export async function lockMeeting(sql: Sql, id: number): Promise<MeetingRow | undefined> {
  const [row] = await sql<MeetingRow[]>`
    select id, recruit_id, meeting_type, scheduled_at, duration_minutes, meeting_link, notes, attended, ics_uid, ics_sequence,
           host_id, cancelled_at
    from nurture_meetings where id = ${id} for update`;
  return row;
}

export async function updateMeeting(
  sql: Sql,
  id: number,
  p: {
    attended?: boolean;
    attended_at?: Date | null;
    notes?: string;
    outcome?: string;
    scheduled_at?: Date;
    meeting_link?: string;
    bumpSequence: boolean;
  },
): Promise<void> {
  await sql`
    update nurture_meetings set
      attended = ${p.attended === undefined ? sql`attended` : p.attended},
      attended_at = ${p.attended_at === undefined ? sql`attended_at` : p.attended_at},
      notes = ${p.notes === undefined ? sql`notes` : p.notes},
      outcome = ${p.outcome === undefined ? sql`outcome` : p.outcome},
      scheduled_at = ${p.scheduled_at === undefined ? sql`scheduled_at` : p.scheduled_at},
      meeting_link = ${p.meeting_link === undefined ? sql`meeting_link` : p.meeting_link},
      ics_sequence = ics_sequence + ${p.bumpSequence ? 1 : 0},
      updated_at = now()
    where id = ${id}`;
}

export async function findMeeting(sql: Sql, id: number): Promise<MeetingItem | undefined> {
  const [row] = await sql<MeetingItem[]>`${view(sql)} where m.id = ${id}`;
  return row;
}

/** `scope`: the recruits' condition on `m` (recruitScope). */
export async function listMeetings(sql: Sql, q: { scope: Fragment; upcoming?: boolean }): Promise<MeetingItem[]> {
  return sql<MeetingItem[]>`
    ${view(sql)}
    where m.cancelled_at is null and ${q.scope}
      and ${q.upcoming ? sql`m.scheduled_at >= now() - interval '1 hour' and m.attended is null` : sql`true`}
    order by m.scheduled_at ${q.upcoming ? sql`asc` : sql`desc`}, m.id desc limit 200`;
}

export async function countUpcoming(sql: Sql): Promise<number> {
  const [{ count }] = await sql<{ count: number }[]>`
    select count(*)::int as count from nurture_meetings where scheduled_at >= now() and attended is null and cancelled_at is null`;
  return count;
}
