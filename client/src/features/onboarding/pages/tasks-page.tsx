import { useSession, worksRecruits } from '@client/lib/session';
import { TaskDashboard } from '../components/task-dashboard/task-dashboard';

/**
 * /dashboard/tasks — the task management dashboard (docs/spec/doc3.md §2.6); a department user's
 * home, where the server answers only their department's tasks (docs/team.md).
 */
export default function TasksPage() {
  const recruiting = worksRecruits(useSession().user);
  return (
    <section className="space-y-5">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Task Management</h1>
        <p className="mt-1 text-sm text-slate-600">
          {recruiting ? 'Onboarding tasks across every department.' : "Your department's onboarding tasks."}
        </p>
      </header>
      <TaskDashboard />
    </section>
  );
}
