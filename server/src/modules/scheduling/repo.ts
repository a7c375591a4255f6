import type { Sql } from '../../db/connect.ts';
import type { Availability } from '@shared/domain/booking.ts';
import { MEETING_MINUTES } from '@shared/domain/scheduling.ts';
import type { UpcomingKind } from '@shared/schemas/scheduling.ts';

/** True when a generated meeting room is already some session's or call's. */
export async function meetingLinkTaken(sql: Sql, link: string): Promise<boolean> {
  const [row] = await sql`
    select 1 from clearview_sessions where meeting_link = ${link}
    union all select 1 from nurture_meetings where meeting_link = ${link}
    union all select 1 from proforma_sessions where meeting_link = ${link}
    limit 1`;
  return Boolean(row);
}

/** Bookings of one recruit are made one at a time, so two clicks never take the same free slot. */
export async function lockBookings(sql: Sql, recruitId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('recruit-bookings'), ${recruitId})`;
}

export type BookingRow = {
  kind: UpcomingKind;
  id: number;
  scheduled_at: Date;
  minutes: number;
  status: 'scheduled' | 'in_progress';
  meeting_link: string;
  token: string | null;
  model_name: string | null;
};

/**
 * Everything a recruit has booked that has not happened yet (from an hour ago on, so a session
 * running late still shows): open ClearView sessions, calls not marked attended or missed, open
 * proforma sessions; soonest first.
 */
export async function openBookings(sql: Sql, recruitId: number): Promise<BookingRow[]> {
  return sql<BookingRow[]>`
    select * from (
      select 'clearview' as kind, c.id, c.scheduled_at, ${MEETING_MINUTES.clearview}::int as minutes, c.status,
             coalesce(c.meeting_link, '') as meeting_link, c.token, null as model_name
      from clearview_sessions c
      where c.recruit_id = ${recruitId} and c.status in ('scheduled', 'in_progress') and c.scheduled_at is not null
      union all
      select m.meeting_type, m.id, m.scheduled_at, m.duration_minutes, 'scheduled', m.meeting_link, null, null
      from nurture_meetings m
      where m.recruit_id = ${recruitId} and m.attended is null and m.cancelled_at is null
      union all
      select 'proforma', p.id, p.scheduled_at, ${MEETING_MINUTES.proforma}::int, p.status, p.meeting_link, p.token, t.name
      from proforma_sessions p join proforma_model_types t on t.id = p.model_type_id
      where p.recruit_id = ${recruitId} and p.status in ('scheduled', 'in_progress')
    ) b
    where b.scheduled_at >= now() - interval '1 hour' or b.status = 'in_progress'
    order by b.scheduled_at, b.kind, b.id`;
}

/** A staff user's saved weekly hours; undefined until they save some. */
export async function findAvailability(sql: Sql, userId: number): Promise<Availability | undefined> {
  const [row] = await sql<Availability[]>`
    select zone, weekly, buffer_minutes, lengths from staff_availability where user_id = ${userId}`;
  return row;
}

export async function saveAvailability(sql: Sql, userId: number, a: Availability): Promise<void> {
  await sql`
    insert into staff_availability (user_id, zone, weekly, buffer_minutes, lengths)
    values (${userId}, ${a.zone}, ${sql.json(a.weekly)}, ${a.buffer_minutes}, ${sql.json(a.lengths)})
    on conflict (user_id) do update
      set zone = excluded.zone, weekly = excluded.weekly, buffer_minutes = excluded.buffer_minutes,
          lengths = excluded.lengths, updated_at = now()`;
}
