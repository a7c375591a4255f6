import { useCallback, useEffect, useState } from 'react';
import type { Recruit } from '@shared/schemas/recruits';
import { CreateRecruitDialog } from '../components/create/create-recruit-dialog';
import { RecruitDetailsDialog } from '../components/details/recruit-details-dialog';
import { PipelineHeader } from '../components/pipeline-header';
import { RecruitFilters } from '../components/recruit-filters';
import { RecruitList } from '../components/recruit-list';
import { reloadRecruits, replaceRecruit } from '../state';

/** /dashboard/recruits — the recruiter's pipeline: filters, cards with infinite scroll, create and details dialogs. */
export default function RecruitsPage() {
  const [creating, setCreating] = useState(false);
  const [selected, setSelected] = useState<Recruit | null>(null);

  useEffect(() => {
    void reloadRecruits();
  }, []);

  const onChanged = useCallback((r: Recruit) => replaceRecruit(r), []);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PipelineHeader onCreate={() => setCreating(true)} />
      <RecruitFilters />
      <RecruitList onOpen={setSelected} />
      <CreateRecruitDialog open={creating} onClose={() => setCreating(false)} onCreated={() => void reloadRecruits()} />
      <RecruitDetailsDialog recruit={selected} onClose={() => setSelected(null)} onChanged={onChanged} />
    </div>
  );
}
