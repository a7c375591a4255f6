// A session's inputs and its calculation (docs/proforma.md, "Inputs" and "Formulas"): saving typed
// values by the rules of docs/spec/doc2.md §5, the computed fields kept beside them, and the
// required inputs a completion takes from the starting values.
import { transaction, type Sql } from '../../../db/connect.ts';
import type { Deps } from '../../../deps.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-error.ts';
import type { AccessClaims } from '../../../plugins/auth.ts';
import { calculateProforma, computedInputs, type ProformaCalculation, type ProformaValues, readInputValue } from '@shared/calc/proforma.ts';
import { INPUT_FIELDS, type InputFieldName, isInputFieldName, REQUIRED_INPUTS } from '@shared/domain/proforma.ts';
import type { InputEntryIn, SingleInputBody } from '@shared/schemas/proforma.ts';
import type { InputItem, InputsResponse } from '@shared/schemas/proforma-responses.ts';
import { logActivity } from '../../activity/repo.ts';
import { startingValues } from '../catalog/starting-values.ts';
import { readableSession } from '../sessions/access.ts';
import { findSession, type SessionRow } from '../sessions/repo.ts';
import * as repo from './repo.ts';
import { inputItem, inputsResponse, valuesOf } from './serialize.ts';

/**
 * Reads typed entries: unknown fields and a category that is not the field's are a 400; computed
 * fields are ignored (the server works them out); empty entries are left out.
 */
export function readEntries(entries: InputEntryIn[]): ProformaValues {
  const errors: Record<string, string[]> = {};
  const values: ProformaValues = {};
  for (const e of entries) {
    if (!isInputFieldName(e.field_name)) {
      errors[e.field_name] = ['Unknown input field'];
      continue;
    }
    const spec = INPUT_FIELDS[e.field_name];
    if (e.category && e.category !== spec.category) {
      errors[e.field_name] = [`${e.field_name} belongs to ${spec.category}`];
      continue;
    }
    if ('computed' in spec) continue;
    const value = readInputValue(e.field_name, e.value);
    if (value !== undefined) values[e.field_name] = value;
  }
  if (Object.keys(errors).length > 0) throw badRequest('Some inputs are not proforma fields', errors);
  return values;
}

export async function getInputs(deps: Deps, user: AccessClaims, sessionId: number): Promise<InputsResponse> {
  await readableSession(deps.sql, user, sessionId);
  return inputsResponse(await repo.listInputs(deps.sql, sessionId));
}

/** Saves values and refreshes the computed fields, in one transaction; a completed session is read-only. */
function store(sql: Sql, actorId: number, sessionId: number, values: ProformaValues): Promise<InputItem[]> {
  return transaction(sql, (tx) => storeIn(tx, actorId, sessionId, values));
}

/** store() inside the caller's transaction. */
async function storeIn(tx: Sql, actorId: number, sessionId: number, values: ProformaValues): Promise<InputItem[]> {
  const session = await findSession(tx, sessionId, { lock: true });
  if (!session) throw notFound('Proforma session not found');
  if (session.status === 'completed') throw conflict('A completed session is read-only');
  for (const [name, value] of Object.entries(values) as [InputFieldName, number][]) {
    await repo.upsertInput(tx, sessionId, inputItem(name, value));
  }
  const merged = valuesOf(await repo.listInputs(tx, sessionId));
  const computed = computedInputs(merged);
  await repo.upsertInput(tx, sessionId, inputItem('monthly_volume', computed.monthly_volume));
  await repo.upsertInput(tx, sessionId, inputItem('margin_percentage', computed.margin_percentage));
  await logActivity(tx, {
    recruitId: session.recruit_id,
    actorId,
    action: 'proforma_inputs_saved',
    details: { session_id: sessionId, fields: Object.keys(values) },
  });
  return repo.listInputs(tx, sessionId);
}

/** POST save_inputs: the list (or object) of typed values. */
export async function saveInputs(deps: Deps, actorId: number, sessionId: number, inputs: InputEntryIn[]): Promise<InputsResponse> {
  return inputsResponse(await store(deps.sql, actorId, sessionId, readEntries(inputs)));
}

/** POST /proforma/inputs/: one entry; answers the saved item (or 204-like null when the entry was empty). */
export async function saveOneInput(deps: Deps, actorId: number, body: SingleInputBody): Promise<InputItem | null> {
  const values = readEntries([body]);
  const items = await store(deps.sql, actorId, body.session, values);
  return items.find((i) => i.field_name === body.field_name && body.field_name in values) ?? null;
}

function calculateOrRefuse(values: ProformaValues, months: number): ProformaCalculation {
  const result = calculateProforma(values, months);
  if (result) return result;
  const missing = REQUIRED_INPUTS.filter((f) => values[f] === undefined);
  throw badRequest(
    'Enter monthly units, average loan amount and target margin to calculate',
    Object.fromEntries(missing.map((f) => [f, ['Required']])),
  );
}

/** The calculation of the saved inputs (what the PDF and the comparison use too). */
export async function savedCalculation(sql: Sql, session: SessionRow): Promise<ProformaCalculation | null> {
  return calculateProforma(valuesOf(await repo.listInputs(sql, session.id)), session.model_type.duration_months);
}

export async function calculateSaved(deps: Deps, user: AccessClaims, sessionId: number): Promise<ProformaCalculation> {
  const session = await readableSession(deps.sql, user, sessionId);
  return calculateOrRefuse(valuesOf(await repo.listInputs(deps.sql, sessionId)), session.model_type.duration_months);
}

/** calculate_live: the typed values as they stand, over the saved ones, nothing stored. */
export async function calculateLive(
  deps: Deps,
  user: AccessClaims,
  sessionId: number,
  inputs: InputEntryIn[],
): Promise<ProformaCalculation> {
  const session = await readableSession(deps.sql, user, sessionId);
  const values = { ...valuesOf(await repo.listInputs(deps.sql, sessionId)), ...readEntries(inputs) };
  return calculateOrRefuse(values, session.model_type.duration_months);
}

/**
 * Before a session completes: a required input nobody saved takes the value the screen showed for it
 * (its starting value), so the report and the comparison have the figures the session showed.
 */
export async function fillMissingRequired(tx: Sql, actorId: number, session: SessionRow): Promise<void> {
  const saved = valuesOf(await repo.listInputs(tx, session.id));
  const missing = REQUIRED_INPUTS.filter((f) => saved[f] === undefined);
  if (missing.length === 0) return;
  const { values } = await startingValues(tx, session.recruit_id);
  await storeIn(tx, actorId, session.id, Object.fromEntries(missing.map((f) => [f, values[f] as number])));
}
