import type { Sql } from '../../../db/connect.ts';

/**
 * Who a recruit books with (docs/nurture.md, "Booking"): their recruiter; without one, the staff
 * user who enrolled them most recently, else who created their record, else the first active staff
 * account; only active admins and recruiters (a department user hosts no calls). Null only when
 * there is no such account at all.
 */
export async function bookingHost(sql: Sql, recruitId: number): Promise<{ id: number; name: string; email: string } | undefined> {
  const [row] = await sql<{ id: number; name: string; email: string }[]>`
    with candidates as (
      select recruiter_id as id, 1 as rank from recruits where id = ${recruitId}
      union all
      select enrolled_by, 2 from (select enrolled_by from nurture_enrollments where recruit_id = ${recruitId}
                                  order by enrolled_at desc, id desc limit 1) e
      union all
      select actor_id, 3 from (select actor_id from activity_logs where recruit_id = ${recruitId} and action = 'recruit_created'
                               order by id limit 1) a
      union all
      select id, 4 from (select id from users where role in ('admin', 'recruiter') and is_active order by id limit 1) f
    )
    select u.id, coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as name, u.email
    from candidates c join users u on u.id = c.id and u.role in ('admin', 'recruiter') and u.is_active
    order by c.rank limit 1`;
  return row;
}

/** A meeting's host as the invitation names them, whatever their state now. */
export async function hostById(sql: Sql, userId: number): Promise<{ id: number; name: string; email: string } | undefined> {
  const [row] = await sql<{ id: number; name: string; email: string }[]>`
    select id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name, email from users where id = ${userId}`;
  return row;
}
