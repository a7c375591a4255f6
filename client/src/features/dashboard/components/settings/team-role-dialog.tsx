import { useState } from 'react';
import { FormDialog } from '@client/components/ui';
import { checkWith, type FormErrors, formErrors } from '@client/lib/forms';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { StaffPatchBody, type StaffMember } from '@shared/schemas/staff';
import { useUpdateStaff } from '../../api/staff';
import { RoleFields, roleFields, type RoleValue } from './team-role-fields';

const roleOf = (m: StaffMember | null): RoleValue => ({
  role: m?.role ?? 'recruiter',
  department: m?.department_id ? String(m.department_id) : '',
});

/** Change role: the member's role (and department); the change applies on their next request. */
export function TeamRoleDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const [value, setValue] = useState<RoleValue>(roleOf(member));
  const [problems, setProblems] = useState<FormErrors | null>(null);
  const update = useUpdateStaff((m) => {
    toast.success(`${m.first_name} ${m.last_name}'s role was changed`);
    onClose();
  });
  if (useChanged(member) && member) {
    setValue(roleOf(member));
    setProblems(null);
    update.reset();
  }
  const errors = formErrors(problems, update.error);
  const submit = () => {
    if (!member) return;
    const checked = checkWith(StaffPatchBody, roleFields(value));
    setProblems(checked.errors);
    if (checked.data) update.mutate({ id: member.id, patch: checked.data });
  };
  return (
    <FormDialog
      open={member !== null}
      onClose={onClose}
      title="Change role"
      description={member ? `${member.first_name} ${member.last_name} (${member.email})` : undefined}
      busy={update.isPending}
      submitLabel="Save role"
      loadingText="Saving..."
      onSubmit={submit}
      // The bottom padding keeps the room under the fields this dialog has always shown.
      className="space-y-4 pb-4"
    >
      <RoleFields value={value} onChange={setValue} errors={errors} />
    </FormDialog>
  );
}
