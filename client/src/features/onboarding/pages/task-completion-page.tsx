import { useParams } from 'wouter';
import { PageSpinner } from '@client/components/ui';
import { useCompletePublicTask, usePublicTask } from '../api/token-links';
import { MessageCard, PublicShell } from '../components/links/public-shell';
import { PublicTaskCard } from '../components/links/public-task-card';

/** /onboarding/task/{uuid} — the e-mailed completion link; no sign-in (docs/spec/doc3.md §2.7). */
export default function TaskCompletionPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const task = usePublicTask(uuid);
  const complete = useCompletePublicTask(uuid);

  return (
    <PublicShell title="Onboarding Task">
      {/* A failed re-read after Complete keeps the task on screen; only a first load means "not found". */}
      {task.data ? (
        <PublicTaskCard task={task.data} completing={complete.isPending} onComplete={() => complete.mutate()} />
      ) : task.isError ? (
        <MessageCard title="Task Not Found">
          <p>The task you&apos;re looking for doesn&apos;t exist or has been removed.</p>
        </MessageCard>
      ) : (
        <PageSpinner label="Loading task..." />
      )}
    </PublicShell>
  );
}
