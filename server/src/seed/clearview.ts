import { newToken } from '../lib/tokens.ts';
import { insertScenario } from '../modules/scenarios/repo.ts';
import { BASELINE_NAME } from '../modules/clearview/live/service.ts';
import { DEMO_ACCOUNTS } from '@shared/schemas/auth.ts';
import { JORDAN_INPUTS, snapshotOf } from './clearview-sample.ts';
import type { SeedContext } from './context.ts';

const DEMO_SANDBOX_NAME = 'Growing the team';

/**
 * Every seeded recruit with a completed ClearView session gets the locked baseline scenario that
 * completing a session creates, so the demo recruit's scenario manager has its reference; the demo
 * recruit also has a sandbox that differs from it, so the comparison shows something.
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
  const [jordan] = await sql<{ id: number }[]>`
    select recruit_id as id from users where lower(email) = lower(${DEMO_ACCOUNTS[1].email}) and recruit_id is not null`;
  if (jordan) {
    await insertScenario(sql, {
      recruitId: jordan.id,
      type: 'sandbox',
      name: DEMO_SANDBOX_NAME,
      description: 'Two more recruits a year and a bigger production goal.',
      isLocked: false,
      data: {
        ...snapshotOf({
          ...JORDAN_INPUTS,
          recruiting: { ...JORDAN_INPUTS.recruiting, recruitingGoal: 4 },
          ownership: { ...JORDAN_INPUTS.ownership, productionGoal: 30_000_000 },
        }),
      },
      token: newToken(),
      createdBy: null,
    });
  }
}
