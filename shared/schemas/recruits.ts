// Contracts of the recruit pipeline API (docs/recruits-api.md): request schemas the server validates
// with, and the response types the client reads. Field names are the server's snake_case.
import { z } from 'zod';
import { email, idParam, lineRequired, optionalQuery, pagingQuery, plainText, requiredText, singleLine, tokenParam } from './common.ts';
import { PIPELINE_PHASE_KEYS, RECRUIT_STATUSES, type RecruitStatus } from '../domain/recruit-status.ts';
import { RECRUITING_SOURCES, type RecruitingSource } from '../domain/recruiting-sources.ts';
import { US_STATE_CODES } from '../domain/us-states.ts';
import { DISCOVERY_MODULES, type DiscoveryModule } from '../domain/discovery-modules.ts';
import { isMeetingUrl, SCHEDULING_TEXTS } from '../domain/scheduling.ts';
import { bookingTime } from './scheduling.ts';

export * from './recruit-responses.ts';

export const RECRUITS_PAGE_SIZE = 20;
export const DUPLICATE_RECRUIT_EMAIL = 'A recruit with this email already exists';
const SELECT_A_STATE = 'Select at least one state';
const RECRUITER_FILTER_ERROR = 'Recruiter must be me, unassigned or a staff id';
/** PATCH {recruiter} naming someone who cannot own recruits. */
export const NOT_AN_OWNER = 'The owner must be an active admin or recruiter';

// Ids in paths and queries: decimal digits only (not 0x10 or 1e3), positive, within the integer range.
const id = idParam.shape.id;
export const RecruitIdParams = z.object({ id });

const statusEnum = z.enum(RECRUIT_STATUSES, { error: 'Unknown status' });
const sourceEnum = z.enum(Object.keys(RECRUITING_SOURCES) as [RecruitingSource, ...RecruitingSource[]], {
  error: `Recruiting source must be one of ${Object.keys(RECRUITING_SOURCES).join(', ')}`,
});

export const RECRUIT_ORDERINGS = [
  '-created_at',
  'created_at',
  'name',
  '-name',
  'status',
  '-status',
  'stage',
  '-stage',
  'source',
  '-source',
  'recruiter',
  '-recruiter',
  'days_in_stage',
  '-days_in_stage',
] as const;
export type RecruitOrdering = (typeof RECRUIT_ORDERINGS)[number];

export const RecruitListQuery = z.object({
  ...pagingQuery(100),
  status: optionalQuery(statusEnum),
  // One of the sidebar's eight phases: the statuses it holds (docs/dashboard.md, "Pipeline").
  phase: optionalQuery(z.enum(PIPELINE_PHASE_KEYS, { error: `Phase must be one of ${PIPELINE_PHASE_KEYS.join(', ')}` })),
  // Free text on the pipeline screen: matches a source's value or label, case-insensitively.
  recruiting_source: optionalQuery(plainText(100)),
  search: optionalQuery(plainText(200)),
  // true: recruits whose discovery access is on, whatever their status (the proforma picker, docs/proforma.md).
  discovery_access: optionalQuery(
    z.enum(['true', 'false'], { error: 'discovery_access must be true or false' }).transform((v) => v === 'true'),
  ),
  ordering: optionalQuery(z.enum(RECRUIT_ORDERINGS, { error: `Ordering must be one of ${RECRUIT_ORDERINGS.join(', ')}` })),
  // Whose recruits (docs/team.md, "Who sees which recruit"): the signed-in user's, a staff member's by id, or no one's.
  recruiter: optionalQuery(z.union([z.enum(['me', 'unassigned']), id], { error: RECRUITER_FILTER_ERROR })),
});
export type RecruitListQuery = z.infer<typeof RecruitListQuery>;
/** The pipeline's filters without paging and ordering: what bulk actions and exports select with. */
export type PipelineFilters = Omit<RecruitListQuery, 'page' | 'page_size' | 'ordering'>;

/** States: codes of the 50 US states, upper-cased and de-duplicated; at least one. */
const statesLicensed = z
  .array(z.string({ error: 'State codes are text' }).trim().toUpperCase().max(2, 'Unknown state code'), { error: SELECT_A_STATE })
  .min(1, SELECT_A_STATE)
  .max(60, 'Too many states')
  .superRefine((codes, ctx) => {
    const unknown = codes.filter((c) => !(US_STATE_CODES as readonly string[]).includes(c));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown state code: ${unknown.join(', ')}` });
  })
  .transform((codes) => [...new Set(codes)]);

const phone = requiredText('Phone', 40).regex(/^[0-9+(). #x-]*[0-9][0-9+(). #x-]*$/i, 'Enter a valid phone number');
// Optional: a blank value is stored as "none" (null).
const nmlsId = singleLine(z.string({ error: 'NMLS ID must be text' }).trim().max(20, 'Must be at most 20 characters'))
  .nullish()
  .transform((v) => (v === '' ? null : v));
const notes = plainText(5000);

export const RecruitCreateBody = z.object({
  first_name: lineRequired('First name', 100),
  last_name: lineRequired('Last name', 100),
  email,
  phone,
  states_licensed: statesLicensed,
  nmls_id: nmlsId,
  recruiting_source: sourceEnum.default('referral'),
  notes: notes.nullish().transform((v) => v ?? ''),
});
export type RecruitCreateBody = z.input<typeof RecruitCreateBody>;
export type RecruitCreateInput = z.output<typeof RecruitCreateBody>;

/** Staff edits; a recruit user may only send {status: 'onboarding_requested'} for their own record. */
export const RecruitPatchBody = z
  .object({
    status: statusEnum.optional(),
    notes: notes.optional(),
    phone: phone.optional(),
    nmls_id: nmlsId,
    states_licensed: statesLicensed.optional(),
    recruiting_source: sourceEnum.optional(),
    // The owner (docs/team.md): an active admin's or recruiter's id, or null for unassigned.
    recruiter: id.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type RecruitPatchBody = z.input<typeof RecruitPatchBody>;
export type RecruitPatchInput = z.output<typeof RecruitPatchBody>;

const LINK_TYPES = ['generated', 'custom'] as const;

/** The Schedule ClearView form's body, checked by the form before sending and by the server alike (docs/scheduling.md). */
export const ScheduleClearviewBody = z
  .object({
    recruitId: z.unknown().optional(), // sent by the client for its own bookkeeping; the path decides
    scheduledDate: bookingTime(SCHEDULING_TEXTS.dateAndTimeRequired),
    meetingLink: z
      .string({ error: SCHEDULING_TEXTS.linkNotUrl })
      .trim()
      .max(500, 'The meeting link must be at most 500 characters')
      .nullish(),
    linkType: z.enum(LINK_TYPES, { error: 'Link type must be generated or custom' }).default('generated'),
  })
  .superRefine((b, ctx) => {
    if (b.linkType !== 'custom') return;
    if (!b.meetingLink) ctx.addIssue({ code: 'custom', path: ['meetingLink'], message: SCHEDULING_TEXTS.customLinkRequired });
    else if (!isMeetingUrl(b.meetingLink)) ctx.addIssue({ code: 'custom', path: ['meetingLink'], message: SCHEDULING_TEXTS.linkNotUrl });
  });
export type ScheduleClearviewBody = z.input<typeof ScheduleClearviewBody>;

export const EnableDiscoveryBody = z.object({
  modules: z
    .array(z.enum(DISCOVERY_MODULES, { error: `Modules must be among ${DISCOVERY_MODULES.join(', ')}` }), {
      error: 'Modules must be a list',
    })
    .min(1, 'Select at least one module')
    .max(DISCOVERY_MODULES.length * 2, 'Too many modules')
    .transform((m) => [...new Set(m)] as DiscoveryModule[])
    .optional(),
});
export type EnableDiscoveryBody = z.input<typeof EnableDiscoveryBody>;

const MAX_DETAILS_CHARS = 10_000;
/**
 * The activity types a client may report (docs/recruits-api.md, "Track activity"). Everything else
 * in the activity log is written by the server itself: a client reporting it could forge history.
 */
const CLIENT_ACTIVITY_TYPES = ['dashboard_visit'] as const;
export const TrackActivityBody = z.object({
  activity_type: z.enum(CLIENT_ACTIVITY_TYPES, { error: `activity_type must be one of: ${CLIENT_ACTIVITY_TYPES.join(', ')}` }),
  details: z
    .record(z.string(), z.unknown(), { error: 'details must be an object' })
    .default({})
    .refine((d) => JSON.stringify(d).length <= MAX_DETAILS_CHARS, `details must be at most ${MAX_DETAILS_CHARS} characters of JSON`)
    .refine((d) => !JSON.stringify(d).includes('\\u0000'), 'details must not contain NUL characters'),
});
export type TrackActivityBody = z.input<typeof TrackActivityBody>;
export type TrackActivityInput = z.output<typeof TrackActivityBody>;

export const RecruitFilterQuery = z.object({ recruit: optionalQuery(id) });
/** The eligible recruits come by name, up to ONBOARDING_READY_PAGE_SIZE a page. */
export const ONBOARDING_READY_PAGE_SIZE = 200;
export const OnboardingReadyQuery = z.object({ search: optionalQuery(plainText(200)), ...pagingQuery(ONBOARDING_READY_PAGE_SIZE) });
export type OnboardingReadyQuery = z.infer<typeof OnboardingReadyQuery>;

/** Public acceptance form (camelCase, as the page sends it). */
export const AcceptBody = z.object({
  firstName: lineRequired('First name', 100),
  lastName: lineRequired('Last name', 100),
  email,
  phone,
});
export type AcceptBody = z.input<typeof AcceptBody>;
export const AcceptTokenParams = tokenParam;

export type { RecruitStatus };
