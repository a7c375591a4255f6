import { type ClearViewSnapshot, recruitingProjectionTable } from '@shared/collab';
import { ModuleInputs } from '../calc-input';
import { FigureTable } from '../figure-table';
import { ModuleSection } from '../module-section';

/** Recruits per year, their volume and retention; the five-year override income projection. */
export function RecruitingGoals({ snapshot }: { snapshot: ClearViewSnapshot }) {
  return (
    <ModuleSection
      section="recruiting"
      module="recruiting"
      description="Build a team: Clear pays basis points on the production of the loan officers you bring."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <ModuleInputs module="recruiting" fields={['recruitingGoal', 'avgRecruitVolume', 'retentionRate']} />
      </div>
      <FigureTable className="mt-5" {...recruitingProjectionTable(snapshot.recruiting)} />
    </ModuleSection>
  );
}
