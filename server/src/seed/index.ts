import type { SeedContext } from './context.ts';
import { seedUsers } from './users.ts';
import { seedRecruits } from './recruits.ts';
import { seedOnboarding } from './onboarding.ts';
import { seedClearviewBaselines } from './clearview.ts';
import { seedNotifications } from './notifications.ts';
import { seedNurture } from './nurture.ts';
import { seedProforma } from './proforma.ts';
import { seedMessages } from './messages.ts';

/** Demo data goes into an empty database only, so a restart never duplicates or overwrites anything. */
export async function seedIfEmpty(ctx: SeedContext): Promise<boolean> {
  const [{ count }] = await ctx.sql<{ count: number }[]>`select count(*)::int as count from users`;
  if (count > 0) return false;
  await seedDemoData(ctx);
  return true;
}

/** Each area adds its demo data here, after the areas it depends on. */
async function seedDemoData(ctx: SeedContext): Promise<void> {
  await seedUsers(ctx);
  await seedRecruits(ctx);
  await seedClearviewBaselines(ctx);
  await seedOnboarding(ctx);
  await seedNotifications(ctx);
  await seedNurture(ctx);
  await seedProforma(ctx);
  await seedMessages(ctx);
}
