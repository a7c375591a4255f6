// POST /recruiting/api/discovery-activity/log_activity/ (docs/spec/doc2.md §7; docs/discovery.md).
import { z } from 'zod';
import { DISCOVERY_MODULES } from '../domain/discovery-modules.ts';
import { positiveId } from './common.ts';

const DISCOVERY_ACTIVITY_ACTIONS = ['page_load', 'scenario_switch', 'scenario_update'] as const;
const MAX_DETAILS_CHARS = 2000;

export const DiscoveryActivityBody = z.object({
  recruit: positiveId('recruit must be a recruit id'),
  module_name: z.enum(DISCOVERY_MODULES, { error: `module_name must be one of ${DISCOVERY_MODULES.join(', ')}` }),
  action: z.enum(DISCOVERY_ACTIVITY_ACTIONS, { error: `action must be one of ${DISCOVERY_ACTIVITY_ACTIONS.join(', ')}` }),
  details: z
    .record(z.string(), z.unknown(), { error: 'details must be an object' })
    .default({})
    .refine((d) => JSON.stringify(d).length <= MAX_DETAILS_CHARS, `details must be at most ${MAX_DETAILS_CHARS} characters of JSON`),
});
export type DiscoveryActivityBody = z.infer<typeof DiscoveryActivityBody>;

/** The activity entry the call wrote. */
export const DiscoveryActivityResponse = z.object({ id: z.number() });
