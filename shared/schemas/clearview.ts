import { z } from 'zod';
import { lineRequired, positiveId, tokenParam } from './common.ts';
import { MODULE_KEYS, type ModuleKey } from '../collab/fields.ts';
import type { CompanySettings } from '../calc/settings.ts';
import type { ClearViewSnapshot } from '../collab/snapshot.ts';
import type { RecruitStatus } from '../domain/recruit-status.ts';

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

export type ClearviewSessionStatus = 'scheduled' | 'in_progress' | 'completed';

/** The session as the public token page sees it; `data` is the full module data (inputs + computed). */
export type ClearviewSession = {
  id: number;
  recruit: number;
  status: ClearviewSessionStatus;
  data: ClearViewSnapshot | Record<string, never>;
  scheduled_at: string | null;
  meeting_link: string | null;
  completed_at: string | null;
};

/** The session as recruiters see it: plus the token, the page URL and the link details. */
export type ClearviewSessionDetail = ClearviewSession & {
  token: string;
  url: string;
  link_type: 'generated' | 'custom' | null;
  created_at: string;
  updated_at: string;
};

/** The recruit block of GET /clearview/{token}/. */
export type ClearviewRecruit = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: RecruitStatus;
  recruiter_name: string;
};

/** GET /clearview/{token}/ */
export type ClearviewPageResponse = {
  recruit: ClearviewRecruit;
  session: ClearviewSession;
  scenario?: { id: number; type: 'baseline' | 'sandbox'; name: string; is_locked: boolean };
  /** The company settings the calculator uses: sent here because an anonymous recruit cannot read them elsewhere. */
  settings: CompanySettings;
};

/** POST /clearview/{token}/complete/ */
export type CompleteClearviewResponse = {
  session: ClearviewSession;
  scenario: { id: number; type: 'baseline' | 'sandbox'; name: string; is_locked: boolean; data: unknown };
};

/** GET /recruiting/api/recruits/{id}/ */
export type RecruitSessionInfo = { firstName: string; lastName: string; recruiterName: string };

/** The texts the ClearView endpoints answer with (exact, docs/spec/doc1.md §8 where the spec gives one). */
export const CLEARVIEW_MESSAGES = {
  invalidSession: 'Invalid or expired session',
  completed: 'This session is completed and can no longer be edited',
} as const;

/** One module's talking points for the recruiter (GET /clearview/coaching-notes/, recruiters only). */
export interface CoachingNote {
  module: ModuleKey;
  /** What this part of the conversation is for. */
  goal: string;
  points: string[];
  /** An open question that gets the recruit talking. */
  ask: string;
}

/** GET /clearview/coaching-notes/: session reminders and per-module talking points. */
export type CoachingNotesResponse = { reminders: string[]; notes: CoachingNote[] };

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
