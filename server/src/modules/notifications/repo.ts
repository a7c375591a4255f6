import type { Sql } from '../../db/connect.ts';
import type { NotificationItem, NotificationType } from '@shared/schemas/notifications.ts';
import { queueEmail } from '../messages/queue.ts';

/**
 * Adds a notification to a user's bell; other modules call this when something needs attention. A user
 * who chose e-mail notifications in Settings also gets it by e-mail, queued in the same transaction.
 */
export async function notify(
  sql: Sql,
  n: { userId: number; title: string; message?: string; type?: NotificationType; recruitId?: number | null },
): Promise<void> {
  const [user] = await sql<{ email: string; email_notifications: boolean; is_active: boolean }[]>`
    with added as (
      insert into notifications (user_id, title, message, type)
      values (${n.userId}, ${n.title}, ${n.message ?? ''}, ${n.type ?? 'info'})
    )
    select email, email_notifications, is_active from users where id = ${n.userId}`;
  if (!user?.email_notifications || !user.is_active) return;
  await queueEmail(sql, {
    recruitId: n.recruitId ?? null,
    to: user.email,
    subject: `Clearpath: ${n.title}`,
    text: `${n.message ?? n.title}\n\nYou receive this because e-mail notifications are on in your Clearpath settings.`,
    type: 'notification',
  });
}

/** The user's newest notifications, newest first. */
export async function listNotifications(sql: Sql, userId: number, limit = 50): Promise<NotificationItem[]> {
  return sql<NotificationItem[]>`
    select id, title, message, type, read, created_at from notifications
    where user_id = ${userId} order by created_at desc, id desc limit ${limit}`;
}

/** Marks one of the user's notifications read; false when it is not theirs or does not exist. */
export async function markRead(sql: Sql, userId: number, id: number): Promise<boolean> {
  const rows = await sql`update notifications set read = true where id = ${id} and user_id = ${userId} returning id`;
  return rows.length > 0;
}

/**
 * Tells the recruit's recruiter (if any) about something the recruit's side did; `{name}` in the
 * message becomes the recruit's full name.
 */
export async function notifyRecruiterOf(
  sql: Sql,
  recruitId: number,
  n: { title: string; message: string; type?: NotificationType },
): Promise<void> {
  const [r] = await sql<{ recruiter_id: number | null; name: string }[]>`
    select recruiter_id, first_name || ' ' || last_name as name from recruits where id = ${recruitId}`;
  if (!r?.recruiter_id) return;
  await notify(sql, { userId: r.recruiter_id, title: n.title, message: n.message.replace('{name}', r.name), type: n.type, recruitId });
}
