import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandMark } from '@client/components/brand-mark';
import { cx, LineIcon } from '@client/components/ui';
import { fullName, logout, useSession } from '@client/lib/session';
import { paths } from '@client/config/paths';
import { useRecruitStatus } from './use-recruit-status';

const LINKS = [
  { href: paths.recruitDashboard, label: 'Dashboard', title: 'Recruit Dashboard' },
  { href: paths.recruitProfile, label: 'Profile', title: 'Complete Your Profile' },
  { href: paths.recruitDiscovery, label: 'Discovery', title: 'Discovery Tools' },
  { href: paths.recruitOnboarding, label: 'Onboarding', title: 'Onboarding Progress' },
  { href: paths.recruitSettings, label: 'Settings', title: 'Settings' },
];

/** docs/spec/doc2.md "Discovery tools page": up to 768 px wide, a bottom tab bar joins the header links. */
const TAB_BAR = [
  {
    href: paths.recruitDashboard,
    label: 'Dashboard',
    icon: 'M2.25 12 11.2 3.04a1.13 1.13 0 0 1 1.6 0L21.75 12M4.5 9.75v10.13c0 .62.5 1.12 1.13 1.12H9.75v-4.88c0-.62.5-1.12 1.13-1.12h2.25c.62 0 1.12.5 1.12 1.12V21h4.13c.62 0 1.12-.5 1.12-1.12V9.75',
  },
  {
    href: paths.recruitDiscovery,
    label: 'Tools',
    icon: 'M15.75 15.75V18m-7.5-6.75h.01v.01h-.01v-.01Zm0 2.25h.01v.01h-.01v-.01Zm0 2.25h.01v.01h-.01v-.01Zm0 2.25h.01v.01h-.01v-.01Zm2.5-4.5h.01v.01h-.01v-.01Zm0 2.25h.01v.01h-.01v-.01Zm0 2.25h.01v.01h-.01v-.01ZM8.25 6h7.5v2.25h-7.5V6ZM12 2.25c-1.89 0-3.76.11-5.6.32A1.13 1.13 0 0 0 5.4 3.69v16.62c0 .57.43 1.05 1 1.11a48.6 48.6 0 0 0 11.2 0c.57-.06 1-.54 1-1.11V3.69c0-.58-.43-1.06-1-1.12A48.6 48.6 0 0 0 12 2.25Z',
  },
  {
    href: paths.recruitProfile,
    label: 'Profile',
    icon: 'M15.75 6a3.75 3.75 0 1 1-7.5 0 3.75 3.75 0 0 1 7.5 0ZM4.5 20.12a7.5 7.5 0 0 1 15 0A17.93 17.93 0 0 1 12 21.75c-2.68 0-5.22-.58-7.5-1.63Z',
  },
  {
    href: paths.recruitSettings,
    label: 'Settings',
    icon: 'M10.34 3.94c.09-.54.56-.94 1.11-.94h1.1c.55 0 1.02.4 1.11.94l.15.89c.07.42.38.76.78.93.4.17.86.14 1.2-.11l.73-.53a1.13 1.13 0 0 1 1.45.12l.77.78c.39.39.44 1 .12 1.45l-.52.73c-.25.35-.28.8-.12 1.2.17.4.51.71.94.78l.88.15c.54.09.94.56.94 1.11v1.1c0 .55-.4 1.02-.94 1.11l-.88.15c-.43.07-.77.38-.94.78-.16.4-.13.85.12 1.2l.52.73c.32.45.27 1.06-.12 1.45l-.77.78a1.13 1.13 0 0 1-1.45.12l-.73-.53c-.34-.25-.8-.28-1.2-.11-.4.17-.71.51-.78.93l-.15.89c-.09.54-.56.94-1.11.94h-1.1c-.55 0-1.02-.4-1.11-.94l-.15-.89a1.07 1.07 0 0 0-.78-.93 1.13 1.13 0 0 0-1.2.11l-.73.53a1.13 1.13 0 0 1-1.45-.12l-.77-.78a1.13 1.13 0 0 1-.12-1.45l.52-.73c.25-.35.28-.8.12-1.2a1.07 1.07 0 0 0-.94-.78l-.88-.15A1.13 1.13 0 0 1 3 12.55v-1.1c0-.55.4-1.02.94-1.11l.88-.15c.43-.07.77-.38.94-.78.16-.4.13-.85-.12-1.2l-.52-.73a1.13 1.13 0 0 1 .12-1.45l.77-.78a1.13 1.13 0 0 1 1.45-.12l.73.53c.34.25.8.28 1.2.11.4-.17.71-.51.78-.93l.15-.89ZM15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z',
  },
];

/** The page is this section or below it (the header links and the tab bar mark it as current). */
const isAt = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/** Recruit area frame: brand, section links and Logout. Onboarding shows only once it has begun. */
export function RecruitLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { user } = useSession();
  const status = useRecruitStatus(user?.recruit_id, pathname);
  const links = LINKS.filter((l) => l.href !== paths.recruitOnboarding || status === 'onboarding_initiated');
  const current = LINKS.find((l) => isAt(pathname, l.href));

  useEffect(() => {
    document.title = `${current?.title ?? 'Recruit Dashboard'} · Clearpath`;
  }, [current]);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 md:px-6">
          <BrandMark size="sm" compact="sm" className="shrink-0" />
          {/* Up to 768 px (Tailwind max-[769px] is "below 769") the bottom tab bar takes over; docs/discovery.md. */}
          <nav aria-label="Recruit area" className="min-w-0 flex-1 overflow-x-auto max-[769px]:invisible">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <AreaLink key={link.href} href={link.href} pathname={pathname} look={HEADER_LINK}>
                  {link.label}
                </AreaLink>
              ))}
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
      <main className="mx-auto max-w-7xl px-4 py-6 pb-24 md:px-6 min-[769px]:pb-6">{children}</main>
      <nav
        aria-label="Recruit tabs"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 backdrop-blur min-[769px]:hidden"
      >
        <ul className="mx-auto grid max-w-md grid-cols-4">
          {TAB_BAR.map((tab) => (
            <AreaLink key={tab.href} href={tab.href} pathname={pathname} look={TAB_LINK}>
              <LineIcon d={tab.icon} strokeWidth={1.6} className="size-6" />
              {tab.label}
            </AreaLink>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** A menu link's classes, then those it adds as the current section or as another one. */
type LinkLook = { base: string; current: string; other: string };
const HEADER_LINK: LinkLook = {
  base: 'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition',
  current: 'bg-indigo-50 text-indigo-700',
  other: 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
};
const TAB_LINK: LinkLook = {
  base: 'flex flex-col items-center gap-0.5 py-2 text-xs font-medium',
  current: 'text-indigo-700',
  other: 'text-slate-600 hover:text-slate-900',
};

/** One item of the header links or the tab bar, marked as the current page while the path is in its section. */
function AreaLink({ href, pathname, look, children }: { href: string; pathname: string; look: LinkLook; children: ReactNode }) {
  const active = isAt(pathname, href);
  return (
    <li>
      <Link href={href} aria-current={active ? 'page' : undefined} className={cx(look.base, active ? look.current : look.other)}>
        {children}
      </Link>
    </li>
  );
}
