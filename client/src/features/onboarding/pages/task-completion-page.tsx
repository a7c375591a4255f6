import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { completePublicTask, fetchPublicTask } from '../api/token-links';
import { MessageCard, PublicShell } from '../components/links/public-shell';
import { PublicTaskCard } from '../components/links/public-task-card';

async function loadTask(uuid: string) {
  const data = await fetchPublicTask(uuid);
  if (!data?.success || !data.task) throw new Error('Task not found');
  return data.task;
}

/** /onboarding/task/{uuid} — the e-mailed completion link; no sign-in (docs/spec/doc3.md §2.7). */
export default function TaskCompletionPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const task = useQuery({
    queryKey: ['onboarding', 'public-task', uuid],
    queryFn: () => loadTask(uuid),
    meta: { errorToast: 'Failed to load task details', toastId: 'task-load-failed' },
  });
  const complete = useMutation({
    mutationFn: () => completePublicTask(uuid),
    onSuccess: async (data) => {
      toast.success(data?.message || 'Task completed successfully!');
      await task.refetch();
    },
    onError: (err) => toast.error(errorText(err, 'Failed to complete task')),
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
