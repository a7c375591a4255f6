import { TaskDashboard } from '../components/task-dashboard/task-dashboard';

/** /dashboard/tasks — the recruiter's task management dashboard (docs/spec/doc3.md §2.6). */
export default function TasksPage() {
  return (
    <section className="space-y-5">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Task Management</h1>
        <p className="mt-1 text-sm text-slate-600">Onboarding tasks across every department.</p>
      </header>
      <TaskDashboard />
    </section>
  );
}
