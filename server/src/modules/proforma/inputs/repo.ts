import type { Sql } from '../../../db/connect.ts';
import type { InputCategory, InputUnit } from '@shared/domain/proforma.ts';
import type { InputItem } from '@shared/schemas/proforma-responses.ts';

type NewInput = { category: InputCategory; field_name: string; value: number; unit: InputUnit; description: string };

export async function listInputs(sql: Sql, sessionId: number): Promise<InputItem[]> {
  const rows = await sql<(Omit<InputItem, 'value'> & { value: string })[]>`
    select category, field_name, value::text as value, unit, description from proforma_inputs
    where session_id = ${sessionId} order by id`;
  return rows.map((r) => ({ ...r, value: Number(r.value) }));
}

export async function upsertInput(sql: Sql, sessionId: number, i: NewInput): Promise<void> {
  await sql`
    insert into proforma_inputs (session_id, category, field_name, value, unit, description)
    values (${sessionId}, ${i.category}, ${i.field_name}, ${i.value}, ${i.unit}, ${i.description})
    on conflict (session_id, field_name) do update
      set value = excluded.value, category = excluded.category, unit = excluded.unit,
          description = excluded.description, updated_at = now()`;
}
