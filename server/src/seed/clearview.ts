import { newToken } from '../lib/tokens.ts';
import { insertScenario } from '../modules/scenarios/repo.ts';
import { BASELINE_NAME } from '../modules/clearview/live/service.ts';
import type { SeedContext } from './context.ts';

/**
 * Every seeded recruit with a completed ClearView session gets the locked baseline scenario that
 * completing a session creates, so the demo recruit's scenario manager has its reference.
 */
export async function seedClearviewBaselines({ sql }: SeedContext): Promise<void> {
  const completed = await sql<{ recruit_id: number; data: Record<string, unknown>; created_by: number | null }[]>`
    select distinct on (recruit_id) recruit_id, data, created_by
    from clearview_sessions where status = 'completed'
    order by recruit_id, completed_at desc`;
  for (const s of completed) {
    await insertScenario(sql, {
      recruitId: s.recruit_id,
      type: 'baseline',
      name: BASELINE_NAME,
      description: 'Created from the completed ClearView session.',
      isLocked: true,
      data: s.data,
      token: newToken(),
      createdBy: s.created_by,
    });
  }
}
