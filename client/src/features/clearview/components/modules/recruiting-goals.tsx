import { type ClearViewSnapshot, recruitingProjectionTable } from '@shared/collab';
import { useModuleInputs } from '../../hooks/use-clearview-doc';
import { useClearviewSession } from '../../session-context';
import { CalcInput } from '../calc-input';
import { FigureTable } from '../figure-table';
import { ModuleSection } from '../module-section';

/** Recruits per year, their volume and retention; the five-year override income projection. */
export function RecruitingGoals({ snapshot }: { snapshot: ClearViewSnapshot }) {
  const { doc } = useClearviewSession();
  const inputs = useModuleInputs(doc, 'recruiting');
  return (
    <ModuleSection
      section="recruiting"
      module="recruiting"
      description="Build a team: Clear pays basis points on the production of the loan officers you bring."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <CalcInput module="recruiting" field="recruitingGoal" value={inputs.recruitingGoal} />
        <CalcInput module="recruiting" field="avgRecruitVolume" value={inputs.avgRecruitVolume} />
        <CalcInput module="recruiting" field="retentionRate" value={inputs.retentionRate} />
      </div>
      <FigureTable className="mt-5" {...recruitingProjectionTable(snapshot.recruiting)} />
    </ModuleSection>
  );
}
