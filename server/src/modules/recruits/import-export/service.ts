// CSV import and export of recruits (docs/recruits-api.md, "Import" and "Export"; limits in
// docs/security.md). The import checks every row with the create form's schema, de-duplicates
// e-mails case-insensitively against the database and within the file, and writes the whole file
// in one transaction or nothing: a real run with any row error answers the errors and writes
// nothing, so a fixed file can simply be sent again.
import { transaction } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { isUniqueViolation } from '../../../db/sql-helpers.ts';
import { toCsv } from '../../../lib/csv.ts';
import { badRequest, conflict } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { blankRecord, parseCsv } from '@shared/format/csv-parse.ts';
import { RECRUITING_SOURCES } from '@shared/domain/recruiting-sources.ts';
import { STATUS_LABELS } from '@shared/domain/recruit-status.ts';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_MAX_ROWS,
  type ImportAnswer,
  type ImportField,
  type ImportFields,
  type ImportRowError,
} from '@shared/schemas/recruit-bulk.ts';
import { RecruitCreateBody, type RecruitCreateInput, type RecruitListQuery } from '@shared/schemas/recruits.ts';
import { recordAudit } from '../../audit/repo.ts';
import { percentageOf } from '../../profile/service.ts';
import { emitEvent } from '../../webhooks/outbox.ts';
import { visible } from '../bulk/service.ts';
import { listRecruits } from '../pipeline/repo.ts';
import { pipelineCondition } from '../pipeline/filter.ts';
import * as repo from './repo.ts';

/** Fields every file must map: the create form requires them. */
const REQUIRED: ImportField[] = ['first_name', 'last_name', 'email', 'phone', 'states_licensed'];

/** The mapping as field → column index, after checking it against the file's header row. */
function columnsOf(header: string[], mapping: ImportFields['mapping']): Map<ImportField, number> {
  const columns = new Map<ImportField, number>();
  for (const [column, field] of Object.entries(mapping)) {
    const index = header.findIndex((h) => h.trim() === column.trim());
    if (index < 0)
      throw badRequest(`The column "${column}" is not in the file`, { mapping: [`The column "${column}" is not in the file`] });
    if (columns.has(field))
      throw badRequest(`Two columns are mapped to ${IMPORT_FIELD_LABELS[field]}`, { mapping: ['Map each field once'] });
    columns.set(field, index);
  }
  const missing = REQUIRED.filter((f) => !columns.has(f)).map((f) => IMPORT_FIELD_LABELS[f]);
  if (missing.length) throw badRequest(`Map a column to: ${missing.join(', ')}`, { mapping: [`Map a column to: ${missing.join(', ')}`] });
  return columns;
}

/** A source written as its value or its label ("Social Media"); anything else is left for the schema to refuse. */
function sourceOf(text: string): string {
  const t = text.trim().toLowerCase();
  return Object.entries(RECRUITING_SOURCES).find(([value, label]) => value === t || label.toLowerCase() === t)?.[0] ?? text;
}

/** One record as the create body: blank optional cells are left out, states split on commas, spaces, ; or |. */
function bodyOf(record: string[], columns: Map<ImportField, number>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, index] of columns) {
    const cell = record[index] ?? '';
    if (field === 'states_licensed') body[field] = cell.split(/[\s,;|/]+/).filter(Boolean);
    else if (field === 'recruiting_source') body[field] = cell.trim() ? sourceOf(cell) : undefined;
    else if (field === 'nmls_id' || field === 'notes') body[field] = cell.trim() ? cell : undefined;
    else body[field] = cell;
  }
  return body;
}

type Plan = {
  creates: RecruitCreateInput[];
  updates: (Partial<RecruitCreateInput> & { id: number })[];
  skipped: number;
  errors: ImportRowError[];
};

/** What the file would do: rows to create, rows to update, rows skipped and rows refused. */
async function planImport(deps: Deps, user: AccessClaims, records: string[][], fields: ImportFields): Promise<Plan> {
  const [header = [], ...rest] = records;
  const columns = columnsOf(header, fields.mapping);
  const valid: { row: number; body: RecruitCreateInput }[] = [];
  const errors: ImportRowError[] = [];
  rest.forEach((record, i) => {
    if (blankRecord(record)) return;
    // Rows are numbered as a spreadsheet shows them: the header is row 1.
    const row = i + 2;
    const parsed = RecruitCreateBody.safeParse(bodyOf(record, columns));
    if (parsed.success) {
      valid.push({ row, body: parsed.data });
      return;
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ row, field, message: issue.message });
    }
  });
  const existing = await repo.recruitsByEmail(
    deps.sql,
    valid.map((v) => v.body.email.toLowerCase()),
  );
  const plan: Plan = { creates: [], updates: [], skipped: 0, errors };
  const inFile = new Set<string>();
  const updated = [...columns.keys()].filter((f) => f !== 'email');
  for (const { body } of valid) {
    const key = body.email.toLowerCase();
    // A repeat of an e-mail earlier in the file is skipped: the first row wins.
    if (inFile.has(key)) {
      plan.skipped++;
      continue;
    }
    inFile.add(key);
    const id = existing.get(key);
    // A known e-mail is skipped, or updated in update mode; never a recruit the importer may not see.
    if (id === undefined) plan.creates.push(body);
    else if (fields.duplicates === 'update' && (await visible(deps.sql, user, id))) {
      plan.updates.push({ id, ...Object.fromEntries(updated.map((f) => [f, body[f]])) });
    } else plan.skipped++;
  }
  return plan;
}

/** The records of the file; 400 for an empty file or one over the row limit. */
function recordsOf(file: Buffer): string[][] {
  const records = parseCsv(file.toString('utf8'));
  const rows = records.slice(1).filter((r) => !blankRecord(r)).length;
  if (records.length === 0 || rows === 0)
    throw badRequest('The file has no rows under its header', { file: ['The file has no rows under its header'] });
  if (rows > IMPORT_MAX_ROWS) {
    const text = `A file can hold at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows; this one has ${rows.toLocaleString('en-US')}`;
    throw badRequest(text, { file: [text] });
  }
  return records;
}

/** POST /recruits/import/: the counts, and each refused row with its field; see the file comment for when it writes. */
export async function importRecruits(deps: Deps, user: AccessClaims, file: Buffer, fields: ImportFields): Promise<ImportAnswer> {
  const plan = await planImport(deps, user, recordsOf(file), fields);
  const answer = { created: plan.creates.length, updated: plan.updates.length, skipped: plan.skipped, errors: plan.errors };
  if (fields.dry_run || plan.errors.length > 0) return { ...answer, written: false };
  const updatedFields = Object.keys(plan.updates[0] ?? {}).filter((f) => f !== 'id');
  try {
    await transaction(deps.sql, async (tx) => {
      const rows = plan.creates.map((body) => ({ ...body, profile_completion_percentage: percentageOf({}, body) }));
      const ids = [...(await repo.insertRecruits(tx, rows, user.sub)).values()];
      await repo.recordCreated(tx, ids, user.sub);
      await repo.updateRecruits(tx, plan.updates, updatedFields, user.sub);
      if (await repo.anyoneListensFor(tx, 'recruit.created')) {
        for (const id of ids) await emitEvent(tx, 'recruit.created', { recruit_id: id });
      }
      await recordAudit(tx, { actorId: user.sub, action: 'recruit.import', objectType: 'recruits', objectId: null, after: answer });
    });
  } catch (err) {
    // A recruit created with one of these e-mails while the file was read: nothing was written.
    if (isUniqueViolation(err, 'recruits_email_key'))
      throw conflict('A recruit with one of these e-mails was just created; import the file again');
    throw err;
  }
  return { ...answer, written: true };
}

const EXPORT_COLUMNS = [
  { key: 'id', label: 'ID' },
  { key: 'first_name', label: 'First name' },
  { key: 'last_name', label: 'Last name' },
  { key: 'email', label: 'Email' },
  { key: 'phone', label: 'Phone' },
  { key: 'states_licensed', label: 'States licensed' },
  { key: 'nmls_id', label: 'NMLS ID' },
  { key: 'recruiting_source', label: 'Recruiting source' },
  { key: 'status', label: 'Stage' },
  { key: 'recruiter', label: 'Owner' },
  { key: 'created_at', label: 'Created' },
  { key: 'notes', label: 'Notes' },
] as const;
/** Rows read per query while the export is written. */
const EXPORT_CHUNK = 1000;

/**
 * GET /recruits/export/: every recruit the pipeline list would show the user for the same query (all
 * pages), as CSV whose headers the import maps by themselves; cells that start like a formula are
 * made text (lib/csv.ts).
 */
export async function exportRecruits(
  deps: Deps,
  user: AccessClaims,
  q: RecruitListQuery,
  now: Date,
): Promise<{ filename: string; text: string }> {
  const filter = pipelineCondition(deps.sql, user, q);
  const rows: Record<string, string | number | null>[] = [];
  for (let offset = 0; ; offset += EXPORT_CHUNK) {
    const page = await listRecruits(deps.sql, filter, { ordering: q.ordering ?? '-created_at', limit: EXPORT_CHUNK, offset });
    for (const r of page.rows) {
      rows.push({
        id: r.id,
        first_name: r.first_name,
        last_name: r.last_name,
        email: r.email,
        phone: r.phone,
        states_licensed: r.states_licensed.join(' '),
        nmls_id: r.nmls_id,
        recruiting_source: r.recruiting_source,
        status: STATUS_LABELS[r.status],
        recruiter: [r.recruiter_first_name, r.recruiter_last_name].filter(Boolean).join(' ') || null,
        created_at: r.created_at.toISOString(),
        notes: r.notes,
      });
    }
    if (page.rows.length < EXPORT_CHUNK) break;
  }
  return { filename: `recruits-${now.toISOString().slice(0, 10)}.csv`, text: toCsv(EXPORT_COLUMNS, rows) };
}
