import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import type { PublicTask } from '@shared/schemas/onboarding-responses';
import { PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { completePublicTask, fetchPublicTask } from '../api/token-links';
import { MessageCard, PublicShell } from '../components/links/public-shell';
import { PublicTaskCard } from '../components/links/public-task-card';

/** /onboarding/task/{uuid} — the e-mailed completion link; no sign-in (docs/spec/doc3.md §2.7). */
export default function TaskCompletionPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const [task, setTask] = useState<PublicTask | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'missing'>('loading');
  const [completing, setCompleting] = useState(false);

  const load = useCallback(async () => {
    try {
      const data = await fetchPublicTask(uuid);
      if (!data?.success || !data.task) throw new Error('Task not found');
      setTask(data.task);
      setState('ready');
    } catch (err) {
      console.warn('Failed to load task details', err);
      // A failed re-read after Complete keeps the task on screen; only a first load means "not found".
      setState((s) => (s === 'ready' ? s : 'missing'));
      toast.error('Failed to load task details', { id: 'task-load-failed' });
    }
  }, [uuid]);

  useEffect(() => {
    document.title = 'Onboarding Task · Clearpath';
    setState('loading');
    void load();
  }, [load]);

  const complete = async () => {
    setCompleting(true);
    try {
      const data = await completePublicTask(uuid);
      toast.success(data?.message || 'Task completed successfully!');
      await load();
    } catch (err) {
      toast.error(errorText(err, 'Failed to complete task'));
    } finally {
      setCompleting(false);
    }
  };

  return (
    <PublicShell>
      {state === 'loading' && <PageSpinner label="Loading task..." />}
      {state === 'missing' && (
        <MessageCard title="Task Not Found">
          <p>The task you&apos;re looking for doesn&apos;t exist or has been removed.</p>
        </MessageCard>
      )}
      {state === 'ready' && task && <PublicTaskCard task={task} completing={completing} onComplete={complete} />}
    </PublicShell>
  );
}
