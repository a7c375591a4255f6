import { notifyRecruiterOf } from '../modules/notifications/repo.ts';
import type { SeedContext } from './context.ts';

/** A few recent events on the demo recruiter's bell, taken from the seeded pipeline. */
export async function seedNotifications({ sql }: SeedContext): Promise<void> {
  const pick = (status: string) => sql<{ id: number }[]>`select id from recruits where status = ${status} order by id limit 1`;
  const [accepted] = await pick('profile_accepted');
  const [completed] = await pick('clearview_completed');
  if (accepted) {
    await notifyRecruiterOf(sql, accepted.id, {
      title: 'Profile accepted',
      message: '{name} accepted their profile and is ready to schedule ClearView.',
      type: 'success',
    });
  }
  if (completed) {
    await notifyRecruiterOf(sql, completed.id, {
      title: 'ClearView completed',
      message: "{name}'s ClearView session is complete; the baseline scenario is saved.",
      type: 'success',
    });
  }
}
