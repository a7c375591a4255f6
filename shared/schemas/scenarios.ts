import { z } from 'zod';
import { positiveId, singleLine, text, timestamps, wholeList } from './common.ts';

export const SCENARIO_TYPES = ['baseline', 'sandbox'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];

/** Exact texts of docs/spec/doc2.md §5 and the server's own refusals. */
export const SCENARIO_MESSAGES = {
  nameRequired: 'Please enter a scenario name',
  locked: 'This baseline scenario is locked and cannot be edited. Create a sandbox scenario to make changes.',
  baselineUndeletable: 'The baseline scenario cannot be deleted',
  recruitsSandboxOnly: 'You can only create sandbox scenarios for yourself',
  staffLocksOnly: 'Only your recruiter can lock or unlock a scenario',
  notYours: 'You can only see your own scenarios',
  notFound: 'Scenario not found',
  baselineExists: 'This recruit already has a baseline scenario',
  deleted: 'This scenario was deleted',
} as const;

/** The refusal of an edit to a locked scenario, naming which one is locked (docs/spec/doc2.md §5's text for the baseline). */
export const lockedScenarioText = (s: { type: ScenarioType; name: string }): string =>
  s.type === 'baseline' ? SCENARIO_MESSAGES.locked : `The sandbox scenario "${s.name}" is locked by your recruiter and cannot be edited.`;

const scenarioName = singleLine(
  z
    .string({ error: SCENARIO_MESSAGES.nameRequired })
    .trim()
    .min(1, SCENARIO_MESSAGES.nameRequired)
    .max(255, 'Must be at most 255 characters'),
);

/** Free-form plan data (docs/spec/doc2.md §3: ownership, compensation…); bounded by the 1 MiB body limit. */
const ScenarioData = z.record(z.string().max(100), z.unknown(), { error: 'data must be an object' });

const recruitRef = positiveId('recruit must be a recruit id');

/** GET /scenarios/?recruit= (a recruit user may leave it out: their own recruit is implied). */
export const ScenarioListQuery = z.object({ recruit: recruitRef.optional() });

/** POST /scenarios/ */
export const CreateScenarioBody = z.object({
  recruit: recruitRef,
  name: scenarioName,
  description: text(2000).optional(),
  type: z.enum(SCENARIO_TYPES, { error: 'type must be baseline or sandbox' }).optional(),
  data: ScenarioData.optional(),
  is_locked: z.boolean({ error: 'is_locked must be true or false' }).optional(),
});
export type CreateScenarioBody = z.infer<typeof CreateScenarioBody>;

/** PATCH /scenarios/{id}/ — any of these; other keys (type, recruit…) are ignored and never change. */
export const UpdateScenarioBody = z.object({
  name: scenarioName.optional(),
  description: text(2000).optional(),
  data: ScenarioData.optional(),
  is_locked: z.boolean({ error: 'is_locked must be true or false' }).optional(),
});
export type UpdateScenarioBody = z.infer<typeof UpdateScenarioBody>;

/** One scenario as every scenario endpoint answers it. */
export const Scenario = z.object({
  id: z.number(),
  recruit: z.number(),
  type: z.enum(SCENARIO_TYPES),
  name: z.string(),
  description: z.string(),
  is_locked: z.boolean(),
  data: z.record(z.string(), z.unknown()),
  /** Token of the scenario's own live room, /ws/scenario/{token} (docs/discovery.md "Scenario rooms"). */
  token: z.string(),
  ...timestamps,
});
export type Scenario = z.infer<typeof Scenario>;
/** GET /scenarios/: the recruit's scenarios, the baseline first. */
export const ScenarioList = wholeList(Scenario);
export type ScenarioList = z.infer<typeof ScenarioList>;
