import { Link, useLocation } from 'wouter';
import { cx, LineIcon } from '@client/components/ui';
import { isAdmin, logout, useSession, worksRecruits } from '@client/lib/session';
import { hrefs } from '@client/config/paths';
import { useRecruitStats } from '@client/lib/recruit-stats';
import { PIPELINE_PHASES } from '@shared/domain/recruit-status';
import { isActive, navFor } from './staff-nav';

interface StaffSidebarProps {
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/** Sidebar content: the area links the user's role may use, the eight pipeline phases (for those who work recruits) and Log out. */
export function StaffSidebar({ onNavigate }: StaffSidebarProps) {
  const [pathname] = useLocation();
  const { user } = useSession();
  const recruiting = worksRecruits(user);
  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Dashboard" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-0.5">
          {navFor({ recruiting, admin: isAdmin(user) }).map((item) => {
            const active = isActive(item, pathname);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cx(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition',
                    active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  <LineIcon d={item.icon} strokeWidth={1.6} className="size-5 shrink-0" />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>

        {recruiting && <PipelinePhases onNavigate={onNavigate} />}
      </nav>

      <div className="border-t border-slate-200 p-3">
        <button
          type="button"
          onClick={logout}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700"
        >
          <LineIcon
            d="M15.75 9V5.25A2.25 2.25 0 0 0 13.5 3h-6a2.25 2.25 0 0 0-2.25 2.25v13.5A2.25 2.25 0 0 0 7.5 21h6a2.25 2.25 0 0 0 2.25-2.25V15m3 0 3-3m0 0-3-3m3 3H9"
            strokeWidth={1.6}
            className="size-5"
          />
          Log out
        </button>
      </div>
    </div>
  );
}

/** The eight pipeline phases with their counts (the server's figures, not what a list has loaded). */
function PipelinePhases({ onNavigate }: StaffSidebarProps) {
  const stats = useRecruitStats();
  return (
    <section aria-labelledby="pipeline-phases-title" className="mt-6 border-t border-slate-200 pt-4">
      <h2 id="pipeline-phases-title" className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        Pipeline phases
      </h2>
      <ol className="mt-2 space-y-0.5">
        {PIPELINE_PHASES.map((phase, index) => {
          const count = stats.data ? phase.statuses.reduce((sum, s) => sum + stats.data.by_status[s], 0) : null;
          return (
            <li key={phase.key}>
              <Link
                href={hrefs.recruitsInPhase(phase.key)}
                onClick={onNavigate}
                className="flex items-center gap-3 rounded-lg px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600"
                >
                  {index}
                </span>
                <span className="flex-1">
                  <span className="sr-only">Phase {index}: </span>
                  {phase.label}
                </span>
                {count !== null && (
                  <span className="rounded-full bg-slate-100 px-2 text-xs font-medium text-slate-700 tabular-nums">
                    <span className="sr-only">, recruits: </span>
                    {count}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
