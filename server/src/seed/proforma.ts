import { computedInputs, type ProformaValues } from '@shared/calc/proforma.ts';
import type { InputFieldName } from '@shared/domain/proforma.ts';
import { newToken } from '../lib/tokens.ts';
import { listTemplates } from '../modules/proforma/catalog/repo.ts';
import { upsertInput } from '../modules/proforma/inputs/repo.ts';
import { inputItem } from '../modules/proforma/inputs/serialize.ts';
import { insertSession } from '../modules/proforma/sessions/repo.ts';
import type { SeedContext } from './context.ts';

const DAY = 86_400_000;

/**
 * Proforma sessions for the seeded recruits whose status says they had one: a scheduled session a
 * few days ahead at proforma_scheduled, a completed one with inputs at proforma_completed (the first
 * a branch breaking even in month 4, as its notes say), so the Proforma screen has something to show.
 */
export async function seedProforma({ sql }: SeedContext): Promise<void> {
  const byStatus = (status: string) =>
    sql<{ id: number; recruiter_id: number | null }[]>`select id, recruiter_id from recruits where status = ${status} order by id`;
  const session = async (recruitId: number, by: number | null, model: number, at: Date) =>
    insertSession(sql, { recruitId, modelTypeId: model, token: newToken(), at, link: '', notes: '', createdBy: by });

  for (const [i, r] of (await byStatus('proforma_scheduled')).entries()) {
    await session(r.id, r.recruiter_id, 1, new Date(Date.now() + (2 + i) * DAY));
  }
  // The templates of migration 00009: 1 solo loan officer, 2 branch with office. The branch with
  // 150,000 of working capital instead of 25,000 breaks even in month 4 (docs/proforma.md, case B).
  const templates = await listTemplates(sql);
  const inputsOf = (id: number): ProformaValues => templates.find((t) => t.id === id)?.inputs ?? {};
  for (const [i, r] of (await byStatus('proforma_completed')).entries()) {
    const [model, values] = i === 0 ? [2, { ...inputsOf(2), working_capital: 150000 }] : [1, inputsOf(1)];
    const at = new Date(Date.now() - (5 + i) * DAY);
    const id = await session(r.id, r.recruiter_id, model, at);
    const computed = computedInputs(values);
    const all = { ...values, ...computed } as Record<InputFieldName, number>;
    for (const [name, value] of Object.entries(all) as [InputFieldName, number][]) await upsertInput(sql, id, inputItem(name, value));
    await sql`
      update proforma_sessions set status = 'completed', started_at = ${at}, completed_at = ${new Date(at.getTime() + 3_600_000)}
      where id = ${id}`;
  }
}
