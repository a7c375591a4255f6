import type { StaffMember } from '@shared/schemas/staff.ts';
import type { StaffRow } from './repo.ts';

/** A staff account as GET /staff/ lists it. */
export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  role: row.role,
  department_id: row.department_id,
  department_name: row.department_name,
  is_active: row.is_active,
  has_password: row.has_password,
});

/** What the audit trail keeps of a staff account before and after a change. */
type AuditState = { role: StaffRow['role'] | null; is_active: boolean; department_id: number | null };
export const auditState = (row: AuditState): AuditState => ({
  role: row.role,
  is_active: row.is_active,
  department_id: row.department_id,
});
