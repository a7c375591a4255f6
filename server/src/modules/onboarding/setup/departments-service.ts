import type { MessageResponse, ListResponse } from '@shared/schemas/common.ts';
import { ONBOARDING_MESSAGES } from '@shared/domain/onboarding.ts';
import { present } from '../../../lib/present.ts';
import type { Department, Workstream } from '@shared/schemas/onboarding.ts';
import { transaction, type Sql } from '../../../db/connect.ts';
import { badRequest, conflict, notFound } from '../../../lib/http-error.ts';
import { newToken } from '../../../lib/tokens.ts';
import type { DepartmentBody, DepartmentPatchBody, WorkstreamBody } from '@shared/schemas/onboarding.ts';
import type { ServiceDeps, Out } from '../../../lib/service-deps.ts';
import * as repo from './departments-repo.ts';
import { serializeDepartment, serializeWorkstream } from './serialize.ts';
import { isUniqueViolation } from '../../../db/sql-helpers.ts';

const duplicateName = (name: string) => conflict(`A department named "${name}" already exists`, { name: ['This name is already used'] });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function loadDepartment(sql: Sql, id: number) {
  const row = await repo.findDepartment(sql, id);
  if (!row) throw notFound('Department not found');
  return row;
}

export const getDepartment = async (d: ServiceDeps, id: number): Promise<Department> =>
  serializeDepartment(await loadDepartment(d.sql, id), d.appUrl);

export async function listDepartments(d: ServiceDeps): Promise<ListResponse<Department>> {
  const results = (await repo.listDepartments(d.sql)).map((row) => serializeDepartment(row, d.appUrl));
  return { results, count: results.length };
}

export async function createDepartment(d: ServiceDeps, body: Out<typeof DepartmentBody>): Promise<Department> {
  const name = body.name;
  if (await repo.findDepartmentIdByName(d.sql, name)) throw duplicateName(name);
  const id = await repo
    .insertDepartment(d.sql, {
      name,
      email: body.email,
      description: body.description ?? '',
      is_active: body.is_active ?? true,
      order: body.order ?? 0,
      access_key: newToken(),
    })
    .catch((err) => {
      if (isUniqueViolation(err, 'departments_name_key')) throw duplicateName(name);
      throw err;
    });
  return getDepartment(d, id);
}

export async function updateDepartment(d: ServiceDeps, id: number, body: Out<typeof DepartmentPatchBody>): Promise<Department> {
  await loadDepartment(d.sql, id);
  if (body.name && (await repo.findDepartmentIdByName(d.sql, body.name, id))) throw duplicateName(body.name);
  await repo
    .updateDepartment(d.sql, id, {
      name: body.name,
      email: body.email,
      description: body.description === undefined ? undefined : (body.description ?? ''),
      is_active: body.is_active,
      order: body.order,
    })
    .catch((err) => {
      if (isUniqueViolation(err, 'departments_name_key')) throw duplicateName(body.name ?? '');
      throw err;
    });
  return getDepartment(d, id);
}

/** A department with templates or open tasks stays (409): deleting it would orphan live work. */
export async function deleteDepartment(d: ServiceDeps, id: number): Promise<MessageResponse> {
  await transaction(d.sql, async (tx) => {
    await tx`select id from departments where id = ${id} for update`;
    const row = await loadDepartment(tx, id);
    if (row.template_count > 0 || row.open_task_count > 0) {
      const still = [
        row.template_count > 0 ? plural(row.template_count, 'task template') : '',
        row.open_task_count > 0 ? plural(row.open_task_count, 'open task') : '',
      ].filter(Boolean);
      throw conflict(
        `Cannot delete the department "${row.name}": it still has ${still.join(' and ')}. Delete or move them first, or mark the department inactive.`,
      );
    }
    await repo.deleteDepartment(tx, id);
  }).catch((err) => {
    // A template added to one of its workstreams meanwhile keeps the department (foreign key).
    if ((err as { code?: string }).code === '23503')
      throw conflict('Cannot delete the department: it has task templates. Delete or move them first.');
    throw err;
  });
  return { message: ONBOARDING_MESSAGES.departmentDeleted };
}

/** A new access key: every dashboard link sent before stops working. */
export async function rotateKey(d: ServiceDeps, id: number): Promise<Department> {
  await loadDepartment(d.sql, id);
  await repo.setAccessKey(d.sql, id, newToken());
  return getDepartment(d, id);
}

// --- workstreams ---

const duplicateWorkstream = (name: string, department: string) =>
  conflict(`The workstream "${name}" already exists in ${department}`, { name: ['This name is already used in the department'] });

export async function listWorkstreams(d: ServiceDeps, departmentId?: number): Promise<ListResponse<Workstream>> {
  const results = (await repo.listWorkstreams(d.sql, departmentId)).map(serializeWorkstream);
  return { results, count: results.length };
}

/** The department a body refers to; an unknown id is a 400 on that field. */
export async function referencedDepartment(sql: Sql, id: number, field = 'department_id'): Promise<repo.DepartmentRow> {
  const row = await repo.findDepartment(sql, id);
  if (!row) throw badRequest(`Department ${id} does not exist`, { [field]: ['Department does not exist'] });
  return row;
}

export async function createWorkstream(d: ServiceDeps, body: Out<typeof WorkstreamBody>): Promise<Workstream> {
  const department = await referencedDepartment(d.sql, body.department_id);
  if (await repo.findWorkstreamByName(d.sql, department.id, body.name)) throw duplicateWorkstream(body.name, department.name);
  const id = await repo.insertWorkstream(d.sql, department.id, body.name).catch((err) => {
    if (isUniqueViolation(err)) throw duplicateWorkstream(body.name, department.name);
    throw err;
  });
  return serializeWorkstream(present(await repo.findWorkstream(d.sql, id), 'The workstream just written'));
}

async function loadWorkstream(sql: Sql, id: number) {
  const row = await repo.findWorkstream(sql, id);
  if (!row) throw notFound('Workstream not found');
  return row;
}

export async function renameWorkstream(d: ServiceDeps, id: number, name: string): Promise<Workstream> {
  const row = await loadWorkstream(d.sql, id);
  const other = await repo.findWorkstreamByName(d.sql, row.department_id, name);
  if (other && other.id !== id) throw duplicateWorkstream(name, row.department_name);
  await repo.renameWorkstream(d.sql, id, name);
  return serializeWorkstream(present(await repo.findWorkstream(d.sql, id), 'The workstream just written'));
}

export async function deleteWorkstream(d: ServiceDeps, id: number): Promise<MessageResponse> {
  const row = await loadWorkstream(d.sql, id);
  if (row.template_count > 0) {
    throw conflict(`Cannot delete the workstream "${row.name}": it still has ${plural(row.template_count, 'task template')}.`);
  }
  await repo.deleteWorkstream(d.sql, id);
  return { message: 'Workstream deleted successfully' };
}
