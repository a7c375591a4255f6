import type { Sql } from '../../db/connect.ts';
import { mergeSettings, type CompanySettings, type DeepPartial } from '@shared/calc/settings.ts';
import type { CoachingNotesResponse } from '@shared/schemas/clearview.ts';
import type { PipelineVisibility } from '@shared/schemas/company-settings.ts';

/** The one settings row (id 1): the overrides staff saved, or none yet, and who sees which recruit. */
export type SettingsRow = { settings: DeepPartial<CompanySettings> | null; pipeline_visibility: PipelineVisibility; updated_at: Date };

/** The stored row, if any; `lock` holds it for a read-modify-write in the caller's transaction. */
export async function findSettingsRow(sql: Sql, lock = false): Promise<SettingsRow | undefined> {
  const [row] = await sql<SettingsRow[]>`
    select settings, pipeline_visibility, updated_at from company_settings where id = 1 ${lock ? sql`for update` : sql``}`;
  return row;
}

/** Sets who sees which recruit (docs/team.md); the row exists from the first migration on. */
export async function storePipelineVisibility(sql: Sql, visibility: PipelineVisibility, actorId: number): Promise<void> {
  await sql`update company_settings set pipeline_visibility = ${visibility}, updated_by = ${actorId}, updated_at = now() where id = 1`;
}

/** Stores the whole settings object as the row's overrides. */
export async function storeSettings(sql: Sql, settings: CompanySettings, actorId: number): Promise<SettingsRow> {
  const [row] = await sql<SettingsRow[]>`
    insert into company_settings (id, settings, updated_by) values (1, ${sql.json(settings as never)}, ${actorId})
    on conflict (id) do update set settings = excluded.settings, updated_by = excluded.updated_by, updated_at = now()
    returning settings, pipeline_visibility, updated_at`;
  return row;
}

/**
 * The company settings other areas compute with (docs/spec/doc1.md §9 defaults until a recruiter
 * changes them), merged over the defaults so a key added to the defaults later is never missing.
 */
export async function loadCompanySettings(sql: Sql): Promise<CompanySettings> {
  return mergeSettings((await findSettingsRow(sql))?.settings ?? null);
}

/** The talking points staff wrote (Settings), or null while the built-in ones apply. */
export async function loadCoachingNotes(sql: Sql): Promise<CoachingNotesResponse | null> {
  const [row] = await sql<{ coaching_notes: CoachingNotesResponse | null }[]>`select coaching_notes from company_settings where id = 1`;
  return row?.coaching_notes ?? null;
}

export async function saveCoachingNotes(sql: Sql, notes: CoachingNotesResponse, actorId: number): Promise<void> {
  await sql`update company_settings set coaching_notes = ${sql.json(notes as never)}, updated_by = ${actorId}, updated_at = now() where id = 1`;
}
