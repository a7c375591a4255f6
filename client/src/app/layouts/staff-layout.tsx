import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { BrandMark } from '@client/components/brand-mark';
import { LineIcon } from '@client/components/ui';
import { NotificationBell } from '@client/features/notifications/components/notification-bell';
import { initials } from '@shared/format';
import { fullName, useSession } from '@client/lib/session';
import { useFreshRole } from '@client/lib/fresh-role';
import { StaffSidebar } from './staff-sidebar';
import { staffTitle } from './staff-nav';

/** Staff area frame: header (brand, title, bell, user), sidebar (a drawer below 1024px). */
export function StaffLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { user } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const title = staffTitle(pathname);
  useFreshRole();

  useEffect(() => {
    document.title = `${title} · Clearpath`;
  }, [title]);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur lg:px-6">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label="Open navigation"
          aria-expanded={drawerOpen}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
        >
          <LineIcon d="M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5" strokeWidth={1.75} className="size-6" />
        </button>
        <BrandMark size="sm" compact="lg" className="shrink-0 lg:w-56" />
        {/* The page's own heading repeats the title, so a phone shows it there only. */}
        <p
          className="hidden min-w-0 truncate border-l border-slate-200 pl-3 text-base font-semibold text-slate-800 sm:block md:text-lg lg:border-l-0 lg:pl-0"
          data-testid="page-title"
        >
          {title}
        </p>
        <div className="ml-auto flex items-center gap-3">
          <NotificationBell />
          <div className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="bg-brand-gradient grid size-9 place-items-center rounded-full text-sm font-semibold text-white"
            >
              {initials(user?.first_name, user?.last_name)}
            </span>
            <span className="hidden text-sm font-medium text-slate-700 sm:block">{fullName(user)}</span>
          </div>
        </div>
      </header>

      <Dialog open={drawerOpen} onClose={() => setDrawerOpen(false)} className="relative z-40 lg:hidden">
        <DialogBackdrop transition className="fixed inset-0 bg-slate-900/40 transition-opacity data-closed:opacity-0" />
        <DialogPanel
          transition
          aria-label="Navigation"
          className="fixed inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-xl transition data-closed:-translate-x-full"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
            <BrandMark size="sm" />
            <button
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label="Close navigation"
              className="rounded-lg p-2 text-slate-500 hover:bg-slate-100"
            >
              <LineIcon d="M6 18 18 6M6 6l12 12" strokeWidth={1.75} className="size-5" />
            </button>
          </div>
          <div className="h-[calc(100%-4rem)]">
            <StaffSidebar onNavigate={() => setDrawerOpen(false)} />
          </div>
        </DialogPanel>
      </Dialog>

      <div className="flex">
        <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-64 shrink-0 border-r border-slate-200 bg-white lg:block">
          <StaffSidebar />
        </aside>
        <main className="min-w-0 flex-1 px-4 py-6 md:px-6 lg:px-8">{children}</main>
      </div>
    </div>
  );
}
