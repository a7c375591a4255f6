import { useState } from 'react';
import { Button, EmptyState, PageSpinner, Tabs } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { useNurtureOverview } from '../api/overview';
import { CampaignsTab } from '../components/campaigns-tab';
import { CreateCampaignDialog } from '../components/create-campaign-dialog';
import { NurtureTiles } from '../components/nurture-tiles';
import { OverviewTab } from '../components/overview-tab';
import { ProgressTab } from '../components/progress-tab';
import { SendEmailDialog } from '../components/send-email-dialog';
import { TasksTab } from '../components/tasks-tab';
import { TrackingTab } from '../components/tracking-tab';

/** /dashboard/nurture — Nurture Campaign Management (docs/spec/doc2.md §2; real figures, docs/nurture.md "Screens"). */
export default function NurturePage() {
  const overview = useNurtureOverview();
  const [creating, setCreating] = useState(false);
  const [emailing, setEmailing] = useState<{ recruitId?: number } | null>(null);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Nurture Campaign Management</h1>
          <p className="mt-1 text-sm text-slate-600">Keep recruits warm after ClearView: drips, calls and meetings.</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setEmailing({})}>
            Send Email
          </Button>
          <Button onClick={() => setCreating(true)}>Create Campaign</Button>
        </div>
      </header>
      {overview.isPending ? (
        <PageSpinner label="Loading nurture campaigns..." />
      ) : overview.isError ? (
        <EmptyState
          title="Failed to load nurture data"
          description={errorText(overview.error, '')}
          action={<Button onClick={() => void overview.refetch()}>Try again</Button>}
        />
      ) : (
        <>
          <NurtureTiles tiles={overview.data.tiles} />
          <Tabs
            tabs={[
              {
                key: 'overview',
                label: 'Overview',
                content: <OverviewTab data={overview.data} onEmail={(recruitId) => setEmailing({ recruitId })} />,
              },
              { key: 'campaigns', label: 'Campaigns', content: <CampaignsTab recruits={overview.data.recruits} /> },
              { key: 'tasks', label: 'Tasks', badge: overview.data.open_tasks || undefined, content: <TasksTab /> },
              { key: 'tracking', label: 'Email Tracking', content: <TrackingTab tracking={overview.data.email_tracking} /> },
              { key: 'progress', label: 'Progress', content: <ProgressTab progress={overview.data.progress} /> },
            ]}
            panelClassName="pt-5"
          />
        </>
      )}
      <CreateCampaignDialog open={creating} onClose={() => setCreating(false)} />
      <SendEmailDialog
        open={emailing !== null}
        onClose={() => setEmailing(null)}
        recruits={overview.data?.recruits ?? []}
        recruitId={emailing?.recruitId}
      />
    </div>
  );
}
