import { projectRecruitingGoals } from '@shared/calc/recruiting-goals.ts';
import type { RecruitingGoals } from '@shared/schemas/recruiting-goals.ts';
import type { GoalsRow } from './repo.ts';

/** Stored goals with their projection, as every goals endpoint answers them. */
export const serializeGoals = ({ updated_at, ...row }: GoalsRow): RecruitingGoals => ({
  ...row,
  projection: projectRecruitingGoals(row),
  updated_at: updated_at.toISOString(),
});
