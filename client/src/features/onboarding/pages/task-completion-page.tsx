import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { PageSpinner } from '@client/components/ui';
import { toast } from '@client/lib/toast';
import { completePublicTask } from '../api/token-links';
import { MessageCard, PublicShell } from '../components/links/public-shell';
import { PublicTaskCard } from '../components/links/public-task-card';
import { onboardingKeys, usePublicTask } from '../queries';

/** /onboarding/task/{uuid} — the e-mailed completion link; no sign-in (docs/spec/doc3.md §2.7). */
export default function TaskCompletionPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const queryClient = useQueryClient();
  const task = usePublicTask(uuid);
  const complete = useMutation({
    mutationFn: () => completePublicTask(uuid),
    // The task is read again, so the page shows 'Task Completed!' with the date the server recorded.
    onSuccess: async (data) => {
      toast.success(data?.message || 'Task completed successfully!');
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.publicTask(uuid) });
    },
    meta: { errorToast: 'Failed to complete task', serverText: true },
  });

  useEffect(() => {
    document.title = 'Onboarding Task · Clearpath';
  }, []);

  return (
    <PublicShell>
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
