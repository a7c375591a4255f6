import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandMark } from '@client/components/brand-mark';
import { cx } from '@client/components/ui';
import { fullName, logout, useSession } from '@client/lib/session';
import { paths } from '@client/config/paths';
import { useRecruitStatus } from './use-recruit-status';

const LINKS = [
  { href: paths.recruitDashboard, label: 'Dashboard', title: 'Recruit Dashboard' },
  { href: paths.recruitProfile, label: 'Profile', title: 'Complete Your Profile' },
  { href: paths.recruitDiscovery, label: 'Discovery', title: 'Discovery Tools' },
  { href: paths.recruitOnboarding, label: 'Onboarding', title: 'Onboarding Progress' },
];

/** Recruit area frame: brand, section links and Logout. Onboarding shows only once it has begun. */
export function RecruitLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { user } = useSession();
  const status = useRecruitStatus(user?.recruit_id, pathname);
  const links = LINKS.filter((l) => l.href !== paths.recruitOnboarding || status === 'onboarding_initiated');
  const current = LINKS.find((l) => pathname.startsWith(l.href));

  useEffect(() => {
    document.title = `${current?.title ?? 'Recruit Dashboard'} · Clearpath`;
  }, [current]);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 md:px-6">
          <BrandMark size="sm" compact className="shrink-0" />
          <nav aria-label="Recruit area" className="min-w-0 flex-1 overflow-x-auto">
            <ul className="flex items-center gap-1">
              {links.map((link) => {
                const active = pathname === link.href || pathname.startsWith(`${link.href}/`);
                return (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      aria-current={active ? 'page' : undefined}
                      className={cx(
                        'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition',
                        active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                      )}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <span className="hidden text-sm font-medium text-slate-700 md:block">{fullName(user)}</span>
          <button
            type="button"
            onClick={logout}
            className="shrink-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Logout
          </button>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-6 md:px-6">{children}</main>
    </div>
  );
}
