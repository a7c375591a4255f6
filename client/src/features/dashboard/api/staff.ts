import { useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api';
import { useReloadingChange } from '@client/lib/use-reloading-change';
import type { DepartmentList } from '@shared/schemas/onboarding-responses';
import type { StaffInviteBody, StaffList, StaffMember, StaffPatchBody } from '@shared/schemas/staff';

/** Settings → Team (docs/team.md): the staff accounts an admin lists, invites and changes. */
const staffKeys = {
  all: ['staff'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  departments: () => [...staffKeys.all, 'departments'] as const,
};

const fetchStaff = (signal: AbortSignal) => api.get<StaffList>('/staff/', { signal });
const inviteStaff = (body: StaffInviteBody) => api.post<StaffMember>('/staff/invite/', body);
const updateStaff = ({ id, patch }: { id: number; patch: StaffPatchBody }) => api.patch<StaffMember>(`/staff/${id}/`, patch);
const fetchDepartments = (signal: AbortSignal) => api.get<DepartmentList>('/onboarding/api/departments/', { signal });

/** The team; the section shows its own error line, so no toast. */
export const useStaff = () => useQuery({ queryKey: staffKeys.list(), queryFn: ({ signal }) => fetchStaff(signal) });

/** The departments a department account can work for (the role's department select). */
export const useDepartmentOptions = (enabled: boolean) =>
  useQuery({
    queryKey: staffKeys.departments(),
    queryFn: async ({ signal }) => (await fetchDepartments(signal)).results.map((d) => ({ value: String(d.id), label: d.name })),
    enabled,
    meta: { errorToast: 'Failed to load departments' },
  });

/** The changes answer the changed member; the list is read again. */
export const useInviteStaff = (onDone: (m: StaffMember) => void) =>
  useReloadingChange({
    send: inviteStaff,
    reload: staffKeys.all,
    errorToast: 'Failed to send the invitation',
    formFields: ['first_name', 'last_name', 'email', 'role', 'department'],
    onDone,
  });

export const useUpdateStaff = (onDone: (m: StaffMember) => void) =>
  useReloadingChange({
    send: updateStaff,
    reload: staffKeys.all,
    errorToast: 'Failed to change the team member',
    formFields: ['role', 'department'],
    onDone,
  });
