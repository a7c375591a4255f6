import type { Sql } from '../../../db/connect.ts';
import type { ModelTypeItem } from '@shared/schemas/proforma-responses.ts';

export async function listModelTypes(sql: Sql): Promise<ModelTypeItem[]> {
  return sql<ModelTypeItem[]>`select id, name, model_type, duration_months, description from proforma_model_types order by id`;
}

export async function findModelType(sql: Sql, id: number): Promise<ModelTypeItem | undefined> {
  const [row] = await sql<ModelTypeItem[]>`
    select id, name, model_type, duration_months, description from proforma_model_types where id = ${id}`;
  return row;
}

type TemplateRow = { id: number; name: string; model_type_id: number; description: string; inputs: Record<string, number> };

export async function listTemplates(sql: Sql): Promise<TemplateRow[]> {
  return sql<TemplateRow[]>`select id, name, model_type_id, description, inputs from proforma_templates order by id`;
}

export type PreSessionRow = { recruit_id: number; data: Record<string, number>; notes: string; updated_at: Date };

export async function findPreSession(sql: Sql, recruitId: number): Promise<PreSessionRow | undefined> {
  const [row] = await sql<PreSessionRow[]>`
    select recruit_id, data, notes, updated_at from proforma_pre_session_data where recruit_id = ${recruitId}`;
  return row;
}

export async function upsertPreSession(
  sql: Sql,
  p: { recruitId: number; data: Record<string, number>; notes: string; by: number },
): Promise<PreSessionRow> {
  const [row] = await sql<PreSessionRow[]>`
    insert into proforma_pre_session_data (recruit_id, data, notes, updated_by)
    values (${p.recruitId}, ${sql.json(p.data)}, ${p.notes}, ${p.by})
    on conflict (recruit_id) do update set data = excluded.data, notes = excluded.notes,
      updated_by = excluded.updated_by, updated_at = now()
    returning recruit_id, data, notes, updated_at`;
  return row;
}
