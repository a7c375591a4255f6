// SQL of team management (docs/team.md): staff accounts with their department's name.
import type { Sql } from '../../db/connect.ts';
import type { StaffRole } from '@shared/domain/roles.ts';

export type StaffRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: StaffRole;
  department_id: number | null;
  department_name: string | null;
  is_active: boolean;
  has_password: boolean;
};

const staffSelect = (sql: Sql) => sql`
  select u.id, u.first_name, u.last_name, u.email, u.role, u.department_id, d.name as department_name, u.is_active,
         u.password_hash is not null as has_password
  from users u left join departments d on d.id = u.department_id
  where u.type = 'recruiter'`;

/** Every staff account: active first, then by name. */
export function listStaff(sql: Sql): Promise<StaffRow[]> {
  return sql<StaffRow[]>`${staffSelect(sql)} order by u.is_active desc, lower(u.last_name), lower(u.first_name), u.id`;
}

/** One staff account; `lock` holds the row until the transaction ends. */
export async function findStaff(sql: Sql, id: number, lock = false): Promise<StaffRow | undefined> {
  const [row] = await sql<StaffRow[]>`${staffSelect(sql)} and u.id = ${id} ${lock ? sql`for update of u` : sql``}`;
  return row;
}

/**
 * The active admins, locked: two admins demoting each other at once wait for one another, so the
 * last-admin rule cannot be raced past.
 */
export async function lockActiveAdmins(sql: Sql): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    select id from users where type = 'recruiter' and role = 'admin' and is_active order by id for update`;
  return rows.map((r) => r.id);
}

export async function updateStaff(
  sql: Sql,
  id: number,
  v: { role: StaffRole; department_id: number | null; is_active: boolean },
): Promise<void> {
  await sql`
    update users set role = ${v.role}, department_id = ${v.department_id}, is_active = ${v.is_active}, updated_at = now()
    where id = ${id} and type = 'recruiter'`;
}

export async function departmentExists(sql: Sql, id: number): Promise<boolean> {
  const [row] = await sql<{ id: number }[]>`select id from departments where id = ${id}`;
  return row !== undefined;
}
