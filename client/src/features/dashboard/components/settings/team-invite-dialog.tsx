import { useState } from 'react';
import { Field, FormDialog } from '@client/components/ui';
import { checkWith, type FormErrors, formErrors } from '@client/lib/forms';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { StaffInviteBody } from '@shared/schemas/staff';
import { useInviteStaff } from '../../api/staff';
import { RoleFields, roleFields, type RoleValue } from './team-role-fields';

const EMPTY = { first_name: '', last_name: '', email: '' };

/** Invite: a new staff account; the server e-mails a link to set its password (docs/team.md). */
export function TeamInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [names, setNames] = useState(EMPTY);
  const [role, setRole] = useState<RoleValue>({ role: 'recruiter', department: '' });
  const [problems, setProblems] = useState<FormErrors | null>(null);
  const invite = useInviteStaff((member) => {
    toast.success(`Invitation sent to ${member.email}`);
    onClose();
  });
  if (useChanged(open) && open) {
    setNames(EMPTY);
    setRole({ role: 'recruiter', department: '' });
    setProblems(null);
    invite.reset();
  }
  const errors = formErrors(problems, invite.error);
  const submit = () => {
    const checked = checkWith(StaffInviteBody, { ...names, ...roleFields(role) });
    setProblems(checked.errors);
    if (checked.data) invite.mutate(checked.data);
  };
  const field = (key: keyof typeof EMPTY) => ({
    value: names[key],
    onChange: (e: { target: { value: string } }) => setNames((n) => ({ ...n, [key]: e.target.value })),
    error: errors[key],
    required: true,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Invite a team member"
      description="They receive an e-mail with a link to set their password (it works for one week)."
      busy={invite.isPending}
      submitLabel="Send invitation"
      loadingText="Sending..."
      onSubmit={submit}
      // The bottom padding keeps the room under the fields this dialog has always shown.
      className="space-y-4 pb-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" autoComplete="off" {...field('first_name')} />
        <Field label="Last name" autoComplete="off" {...field('last_name')} />
      </div>
      <Field label="Email" type="email" autoComplete="off" {...field('email')} />
      <RoleFields value={role} onChange={setRole} errors={errors} />
    </FormDialog>
  );
}
