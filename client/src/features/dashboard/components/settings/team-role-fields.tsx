import { SelectField } from '@client/components/ui';
import type { FormErrors } from '@client/lib/forms';
import { STAFF_ROLES, type StaffRole } from '@shared/domain/roles';
import { STAFF_ROLE_LABELS } from '@shared/schemas/staff';
import { useDepartmentOptions } from '../../api/staff';

/** A role, and the department when the role is `department` ('' until one is chosen). */
export interface RoleValue {
  role: StaffRole;
  department: string;
}

const ROLE_OPTIONS = STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }));

const ROLE_HINTS: Record<StaffRole, string> = {
  admin: 'Runs the team, the company settings and integrations, and works every recruit.',
  recruiter: 'Works recruits: the pipeline, sessions, nurture and onboarding.',
  department: "Signs in to work their department's onboarding tasks only.",
};

/** The request fields of a role choice: a department only for the department role. */
export const roleFields = (v: RoleValue) => ({ role: v.role, department: v.role === 'department' ? v.department || null : undefined });

/** Role select, and the department select shown for the department role. */
export function RoleFields({ value, onChange, errors }: { value: RoleValue; onChange: (v: RoleValue) => void; errors: FormErrors }) {
  const departments = useDepartmentOptions(value.role === 'department');
  const placeholder = departments.isPending ? 'Loading departments...' : 'Choose a department';
  return (
    <>
      <SelectField
        label="Role"
        required
        value={value.role}
        onChange={(e) => onChange({ ...value, role: e.target.value as StaffRole })}
        options={ROLE_OPTIONS}
        hint={ROLE_HINTS[value.role]}
        error={errors.role}
      />
      {value.role === 'department' && (
        <SelectField
          label="Department"
          required
          value={value.department}
          onChange={(e) => onChange({ ...value, department: e.target.value })}
          options={[{ value: '', label: placeholder }, ...(departments.data ?? [])]}
          error={errors.department}
        />
      )}
    </>
  );
}
