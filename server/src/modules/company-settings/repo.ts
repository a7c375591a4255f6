import { transaction, type Sql } from '../../db/connect.ts';
import { mergeSettings, type CompanySettings, type DeepPartial } from '@shared/calc/settings.ts';
import type { CompanySettingsResponse } from '@shared/schemas/company-settings.ts';
import type { CoachingNotesResponse } from '@shared/schemas/clearview.ts';

type Row = { settings: DeepPartial<CompanySettings> | null; updated_at: Date };

const toResponse = (row: Row | undefined): CompanySettingsResponse => ({
  id: 1,
  // Merged over the defaults so a key added to the defaults later is never missing.
  ...mergeSettings(row?.settings ?? null),
  updated_at: (row?.updated_at ?? new Date(0)).toISOString(),
});

/** The company settings (docs/spec/doc1.md §9 defaults until a recruiter changes them). */
export async function loadCompanySettings(sql: Sql): Promise<CompanySettingsResponse> {
  const [row] = await sql<Row[]>`select settings, updated_at from company_settings where id = 1`;
  return toResponse(row);
}

/** Deep-merges `patch` over the stored settings under a row lock; returns the new settings. */
export async function updateCompanySettings(
  sql: Sql,
  patch: DeepPartial<CompanySettings>,
  actorId: number,
): Promise<CompanySettingsResponse> {
  return transaction(sql, async (tx) => {
    const [current] = await tx<Row[]>`select settings, updated_at from company_settings where id = 1 for update`;
    const next = mergeSettings(patch, mergeSettings(current?.settings ?? null));
    const [row] = await tx<Row[]>`
      insert into company_settings (id, settings, updated_by) values (1, ${tx.json(next as never)}, ${actorId})
      on conflict (id) do update set settings = excluded.settings, updated_by = excluded.updated_by, updated_at = now()
      returning settings, updated_at`;
    return toResponse(row);
  });
}

/** The talking points staff wrote (Settings), or null while the built-in ones apply. */
export async function loadCoachingNotes(sql: Sql): Promise<CoachingNotesResponse | null> {
  const [row] = await sql<{ coaching_notes: CoachingNotesResponse | null }[]>`select coaching_notes from company_settings where id = 1`;
  return row?.coaching_notes ?? null;
}

export async function saveCoachingNotes(sql: Sql, notes: CoachingNotesResponse, actorId: number): Promise<void> {
  await sql`update company_settings set coaching_notes = ${sql.json(notes as never)}, updated_by = ${actorId}, updated_at = now() where id = 1`;
}
