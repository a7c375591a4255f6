// Contracts of the pipeline's bulk actions, CSV import and CSV export (docs/recruits-api.md,
// "Bulk actions", "Import", "Export"). Limits are named in docs/security.md.
import { z } from 'zod';
import { lineRequired, plainRequired, positiveId } from './common.ts';
import { RECRUIT_STATUSES } from '../domain/recruit-status.ts';

/** At most this many recruits per bulk request: one transaction each, so a request stays a few seconds. */
export const BULK_MAX_IDS = 500;
/** The largest import file (5 MiB) and the most data rows in it. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;

export const BULK_ACTIONS = ['assign', 'status', 'enroll', 'email'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const ids = z
  .array(positiveId('Each id must be a recruit id'), { error: 'Choose the recruits' })
  .min(1, 'Choose at least one recruit')
  .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} recruits at once`)
  .transform((list) => [...new Set(list)]);

export const BulkBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('assign'), ids, recruiter: positiveId('Choose the new owner') }),
    z.object({ action: z.literal('status'), ids, status: z.enum(RECRUIT_STATUSES, { error: 'Unknown status' }) }),
    z.object({ action: z.literal('enroll'), ids, campaign: positiveId('Choose a campaign') }),
    z.object({ action: z.literal('email'), ids, subject: lineRequired('Subject', 200), body: plainRequired('Message', 10_000) }),
  ],
  { error: `Action must be one of ${BULK_ACTIONS.join(', ')}` },
);
export type BulkBody = z.input<typeof BulkBody>;
export type BulkInput = z.output<typeof BulkBody>;

export const BulkResult = z.object({ id: z.number(), ok: z.boolean(), error: z.string().optional() });
export type BulkResult = z.infer<typeof BulkResult>;
export const BulkAnswer = z.object({ results: z.array(BulkResult), succeeded: z.number(), failed: z.number() });
export type BulkAnswer = z.infer<typeof BulkAnswer>;

/** The recruit fields a CSV column can fill: those of the create form. */
export const IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'states_licensed',
  'nmls_id',
  'recruiting_source',
  'notes',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  states_licensed: 'States licensed',
  nmls_id: 'NMLS ID',
  recruiting_source: 'Recruiting source',
  notes: 'Notes',
};

/** A CSV header's recruit field, matched on its words ("E-mail address" → email); null when none fits. */
export function guessImportField(header: string): ImportField | null {
  const h = header.toLowerCase().replace(/[^a-z]/g, '');
  if (!h) return null;
  const rules: [ImportField, RegExp][] = [
    ['first_name', /^(first|firstname|given|givenname|forename)$/],
    ['last_name', /^(last|lastname|surname|family|familyname)$/],
    ['email', /^(email|emailaddress|mail)$/],
    ['phone', /^(phone|phonenumber|mobile|cell|telephone|tel)$/],
    ['states_licensed', /^(states|stateslicensed|licensedstates|state|licenses)$/],
    ['nmls_id', /^(nmls|nmlsid|nmlsnumber)$/],
    ['recruiting_source', /^(source|recruitingsource|leadsource)$/],
    ['notes', /^(notes|note|comments|comment)$/],
  ];
  return rules.find(([, re]) => re.test(h))?.[0] ?? null;
}

/** The multipart fields beside the file, as text. `mapping` is JSON {csvColumn: recruitField}. */
export const ImportFields = z.object({
  mapping: z.record(z.string().max(200), z.enum(IMPORT_FIELDS, { error: 'Map each column to a recruit field' })),
  duplicates: z.enum(['skip', 'update'], { error: 'Duplicates must be skip or update' }).default('skip'),
  dry_run: z
    .enum(['true', 'false'], { error: 'dry_run must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
});
export type ImportFields = z.output<typeof ImportFields>;

export const ImportRowError = z.object({ row: z.number(), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof ImportRowError>;
export const ImportAnswer = z.object({
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  errors: z.array(ImportRowError),
  /** False for a dry run and for an import refused for its errors: then the counts say what would happen. */
  written: z.boolean(),
});
export type ImportAnswer = z.infer<typeof ImportAnswer>;

/** The multipart request, for the API reference (the handler reads the parts itself). */
export const ImportRequest = z.unknown().meta({
  description: 'multipart/form-data: file (CSV, at most 5 MiB and 10,000 rows), mapping (JSON), duplicates (skip|update), dry_run',
});

export const RecruitExportCsv = { content: { 'text/csv': { schema: z.string() } } };
