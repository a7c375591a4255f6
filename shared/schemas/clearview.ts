import { z } from 'zod';
import { lineRequired, positiveId, timestamp, timestamps, tokenParam, wholeList } from './common.ts';
import { CompanySettingsFigures } from './company-settings.ts';
import { SCENARIO_TYPES } from './scenarios.ts';
import { MODULE_KEYS } from '../collab/fields.ts';
import { RECRUIT_STATUSES } from '../domain/recruit-status.ts';

/** Module data as a client sends it in field `field`: any JSON object (normalised on the server, unknown keys dropped). */
const sessionData = (field: string) => z.record(z.string().max(100), z.unknown(), { error: `${field} must be an object` });

/** The modules a save may name; 'all' saves every module of sessionData. */
export const SAVE_MODULES = [...MODULE_KEYS, 'all'] as const;
export type SaveModule = (typeof SAVE_MODULES)[number];

export const ClearviewTokenParams = tokenParam;
export const ClearviewTokenQuery = z.object({
  scenario: positiveId('scenario must be a scenario id').optional(),
});

/** POST /clearview/{token}/save/ */
export const SaveClearviewBody = z.object({
  module: z.enum(SAVE_MODULES, { error: `module must be one of ${SAVE_MODULES.join(', ')}` }),
  sessionData: sessionData('sessionData'),
});
export type SaveClearviewBody = z.infer<typeof SaveClearviewBody>;

/** POST /clearview/{token}/complete/ */
export const CompleteClearviewBody = z.object({ sessionData: sessionData('sessionData') });
export type CompleteClearviewBody = z.infer<typeof CompleteClearviewBody>;

const recruitId = (field: string) => positiveId(`${field} must be a recruit id`);

/** GET /clearview-sessions/?recruit= */
export const ClearviewSessionsQuery = z.object({ recruit: recruitId('recruit').optional() });
/** GET /clearview-sessions/by_recruit/?recruit_id= */
export const SessionsByRecruitQuery = z.object({ recruit_id: recruitId('recruit_id') });
/** POST /clearview-sessions/ */
export const CreateClearviewSessionBody = z.object({ recruit: recruitId('recruit') });
/** POST /clearview-sessions/{id}/save_session/ */
export const SaveSessionBody = z.object({ data: sessionData('data') });

export const CLEARVIEW_SESSION_STATUSES = ['scheduled', 'in_progress', 'completed'] as const;
export type ClearviewSessionStatus = (typeof CLEARVIEW_SESSION_STATUSES)[number];

/**
 * The session as the public token page sees it; `data` is the full module data (a ClearViewSnapshot
 * of shared/collab: inputs + computed, camelCase), or `{}` before the first save.
 */
export const ClearviewSession = z.object({
  id: z.number(),
  recruit: z.number(),
  status: z.enum(CLEARVIEW_SESSION_STATUSES),
  data: z.record(z.string(), z.unknown()),
  scheduled_at: timestamp.nullable(),
  meeting_link: z.string().nullable(),
  completed_at: timestamp.nullable(),
});
export type ClearviewSession = z.infer<typeof ClearviewSession>;

/** The session as recruiters see it: plus the token, the page URL and the link details. */
export const ClearviewSessionDetail = ClearviewSession.extend({
  token: z.string(),
  url: z.string(),
  link_type: z.enum(['generated', 'custom']).nullable(),
  ...timestamps,
});
export type ClearviewSessionDetail = z.infer<typeof ClearviewSessionDetail>;

/** GET /clearview-sessions/: the newest sessions first (at most 200: a working list, not an export). */
export const ClearviewSessionList = wholeList(ClearviewSessionDetail);
export type ClearviewSessionList = z.infer<typeof ClearviewSessionList>;

/** The scenario a page URL names (`?scenario=`), when it is the session's recruit's. */
const PageScenario = z.object({ id: z.number(), type: z.enum(SCENARIO_TYPES), name: z.string(), is_locked: z.boolean() });

/** GET /clearview/{token}/ */
export const ClearviewPageResponse = z.object({
  recruit: z.object({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    status: z.enum(RECRUIT_STATUSES),
    recruiter_name: z.string(),
  }),
  session: ClearviewSession,
  scenario: PageScenario.optional(),
  /** The company settings the calculator uses: sent here because an anonymous recruit cannot read them elsewhere. */
  settings: CompanySettingsFigures,
});
export type ClearviewPageResponse = z.infer<typeof ClearviewPageResponse>;

/** POST /clearview/{token}/save/ */
export const SaveClearviewResponse = z.object({ session: ClearviewSession });
export type SaveClearviewResponse = z.infer<typeof SaveClearviewResponse>;

/** POST /clearview/{token}/complete/: the completed session and the recruit's locked baseline scenario. */
export const CompleteClearviewResponse = z.object({
  session: ClearviewSession,
  scenario: PageScenario.extend({ data: z.record(z.string(), z.unknown()) }),
});
export type CompleteClearviewResponse = z.infer<typeof CompleteClearviewResponse>;

/** GET /recruiting/api/recruits/{id}/: the names the session page shows. */
export const RecruitSessionInfo = z.object({ firstName: z.string(), lastName: z.string(), recruiterName: z.string() });
export type RecruitSessionInfo = z.infer<typeof RecruitSessionInfo>;

/** The texts the ClearView endpoints answer with (exact, docs/spec/doc1.md §8 where the spec gives one). */
export const CLEARVIEW_MESSAGES = {
  invalidSession: 'Invalid or expired session',
  completed: 'This session is completed and can no longer be edited',
} as const;

/** One module's talking points for the recruiter (GET /clearview/coaching-notes/, recruiters only). */
const CoachingNote = z.object({
  module: z.enum(MODULE_KEYS),
  /** What this part of the conversation is for. */
  goal: z.string(),
  points: z.array(z.string()),
  /** An open question that gets the recruit talking. */
  ask: z.string(),
});
export type CoachingNote = z.infer<typeof CoachingNote>;

/** GET and PUT /clearview/coaching-notes/: session reminders and per-module talking points. */
export const CoachingNotesResponse = z.object({ reminders: z.array(z.string()), notes: z.array(CoachingNote) });
export type CoachingNotesResponse = z.infer<typeof CoachingNotesResponse>;

const line = (label: string, max: number) => lineRequired(label, max);
/**
 * PUT /clearview/coaching-notes/ (recruiters; docs/dashboard.md, "Settings"): the whole set, one note
 * for each ClearView module, in any order; the server keeps the modules' session order.
 */
export const CoachingNotesBody = z.object({
  reminders: z.array(line('A reminder', 300)).min(1, 'Give at least one reminder').max(10, 'At most 10 reminders'),
  notes: z
    .array(
      z.object({
        module: z.enum(MODULE_KEYS, { error: `module must be one of ${MODULE_KEYS.join(', ')}` }),
        goal: line('Goal', 300),
        points: z.array(line('A talking point', 500)).min(1, 'Give at least one talking point').max(12, 'At most 12 talking points'),
        ask: line('Question', 300),
      }),
    )
    .refine((notes) => MODULE_KEYS.every((m) => notes.filter((n) => n.module === m).length === 1), {
      message: `Give exactly one note for each module: ${MODULE_KEYS.join(', ')}`,
    }),
});
export type CoachingNotesBody = z.infer<typeof CoachingNotesBody>;
