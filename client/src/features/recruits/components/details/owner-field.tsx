import { SelectField } from '@client/components/ui';
import type { Recruit } from '@shared/schemas/recruits';
import { useReassignRecruit, useRecruitOwners } from '../../api/owners';

const UNASSIGNED = '';

/**
 * The recruit's owner, and the choice of another (docs/team.md, "Who sees which recruit"): any active
 * admin or recruiter, or no one. A recruiter who sees only their own recruits loses sight of one they hand on.
 */
export function OwnerField({ recruit }: { recruit: Recruit }) {
  const owners = useRecruitOwners();
  const reassign = useReassignRecruit(recruit.id);
  const choices = owners.data?.results ?? [];
  // An owner no longer active still shows as the current value.
  const current =
    recruit.recruiter !== null && !choices.some((o) => o.id === recruit.recruiter)
      ? [{ value: String(recruit.recruiter), label: recruit.recruiter_name }]
      : [];
  const options = [{ value: UNASSIGNED, label: 'Unassigned' }, ...current, ...choices.map((o) => ({ value: String(o.id), label: o.name }))];
  return (
    <SelectField
      label="Owner"
      options={options}
      value={recruit.recruiter === null ? UNASSIGNED : String(recruit.recruiter)}
      disabled={owners.isPending || reassign.isPending}
      hint={reassign.isPending ? 'Saving…' : undefined}
      onChange={(e) => reassign.mutate(e.target.value === UNASSIGNED ? null : Number(e.target.value))}
    />
  );
}
