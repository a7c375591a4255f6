import { useState } from 'react';
import { Badge, Button, ConfirmDialog, EmptyState, ErrorState, PageSpinner, ResponsiveList } from '@client/components/ui';
import { useSession } from '@client/lib/session';
import { toast } from '@client/lib/toast';
import { STAFF_ROLE_LABELS, type StaffMember } from '@shared/schemas/staff';
import { useStaff, useUpdateStaff } from '../../api/staff';
import { SettingsCard } from './settings-card';
import { TeamInviteDialog } from './team-invite-dialog';
import { TeamRoleDialog } from './team-role-dialog';

const status = (m: StaffMember) =>
  !m.is_active ? (
    <Badge tone="red">Deactivated</Badge>
  ) : m.has_password ? (
    <Badge tone="green">Active</Badge>
  ) : (
    <Badge tone="yellow">Invited</Badge>
  );

const roleText = (m: StaffMember) => (m.role === 'department' ? `Department: ${m.department_name ?? '—'}` : STAFF_ROLE_LABELS[m.role]);

/** Settings → Team (admins only, docs/team.md): the staff accounts, invitations, roles and deactivation. */
export function TeamSection() {
  const staff = useStaff();
  const { user } = useSession();
  const [inviting, setInviting] = useState(false);
  const [changingRole, setChangingRole] = useState<StaffMember | null>(null);
  const [toggling, setToggling] = useState<StaffMember | null>(null);
  const toggle = useUpdateStaff((m) => {
    toast.success(m.is_active ? `${m.first_name} ${m.last_name} can sign in again` : `${m.first_name} ${m.last_name} was deactivated`);
    setToggling(null);
  });

  const actions = (m: StaffMember) => (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={() => setChangingRole(m)} aria-label={`Change role of ${m.first_name} ${m.last_name}`}>
        Change role
      </Button>
      {String(m.id) !== String(user?.id) && (
        <Button
          size="sm"
          variant={m.is_active ? 'danger' : 'outline'}
          onClick={() => setToggling(m)}
          aria-label={`${m.is_active ? 'Deactivate' : 'Reactivate'} ${m.first_name} ${m.last_name}`}
        >
          {m.is_active ? 'Deactivate' : 'Reactivate'}
        </Button>
      )}
    </div>
  );

  const members = staff.data?.results ?? [];
  const body = staff.isPending ? (
    <PageSpinner label="Loading the team..." />
  ) : staff.isError ? (
    <ErrorState message="Failed to load the team" onRetry={() => void staff.refetch()} />
  ) : members.length === 0 ? (
    <EmptyState title="No team members yet" description="Invite recruiters, admins and department staff." />
  ) : (
    <ResponsiveList
      breakpoint="md"
      label="Team members"
      rows={members}
      rowKey={(m) => m.id}
      rowTestId={(m) => `staff-row-${m.email}`}
      look="caps"
      columns={[
        { header: 'Name', className: 'font-medium text-slate-900', cell: (m) => `${m.first_name} ${m.last_name}` },
        { header: 'Email', className: 'break-all text-slate-600', cell: (m) => m.email },
        { header: 'Role', className: 'text-slate-700', cell: roleText },
        { header: 'Status', cell: status },
        { header: '', cell: actions },
      ]}
      cardTestId={(m) => `staff-card-${m.email}`}
      cardClassName="rounded-lg border border-slate-200 p-4"
      card={(m) => (
        <>
          <div className="flex items-start justify-between gap-2">
            <p className="font-medium text-slate-900">{`${m.first_name} ${m.last_name}`}</p>
            {status(m)}
          </div>
          <p className="mt-1 text-sm break-all text-slate-600">{m.email}</p>
          <p className="mt-1 text-sm text-slate-700">{roleText(m)}</p>
          <div className="mt-3">{actions(m)}</div>
        </>
      )}
    />
  );

  const name = toggling ? `${toggling.first_name} ${toggling.last_name}` : '';
  return (
    <SettingsCard title="Team" description="Who can sign in to Clearpath, and what each role may do. Only admins see this section.">
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setInviting(true)}>Invite team member</Button>
      </div>
      {body}
      <TeamInviteDialog open={inviting} onClose={() => setInviting(false)} />
      <TeamRoleDialog member={changingRole} onClose={() => setChangingRole(null)} />
      <ConfirmDialog
        open={toggling !== null}
        title={toggling?.is_active ? `Deactivate ${name}?` : `Reactivate ${name}?`}
        message={
          toggling?.is_active
            ? `${name} is signed out at once on every device, including live sessions, and cannot sign in until reactivated. Their recruits stay assigned to them.`
            : `${name} can sign in again with their password.`
        }
        confirmLabel={toggling?.is_active ? 'Deactivate' : 'Reactivate'}
        tone={toggling?.is_active ? 'danger' : 'primary'}
        busy={toggle.isPending}
        onCancel={() => setToggling(null)}
        onConfirm={() => toggling && toggle.mutate({ id: toggling.id, patch: { is_active: !toggling.is_active } })}
      />
    </SettingsCard>
  );
}
