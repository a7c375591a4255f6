import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { cx, LineIcon } from '@client/components/ui';
import { formatRelativeTime } from '@shared/format';
import type { NotificationItem, NotificationType } from '@shared/schemas/notifications';
import { useNotifications } from '../use-notifications';

const DOT: Record<NotificationType, string> = {
  success: 'bg-green-500',
  warning: 'bg-yellow-500',
  error: 'bg-red-500',
  info: 'bg-blue-500',
};

/** Header bell with an unread badge and a dropdown list (max height 20rem). */
export function NotificationBell() {
  const { items, unread, markRead } = useNotifications();
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={unread ? `Notifications (${unread} unread)` : 'Notifications'}
        className="relative rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700 data-open:bg-slate-100"
      >
        <LineIcon
          d="M14.857 17.082a23.848 23.848 0 0 0 5.454-1.31A8.967 8.967 0 0 1 18 9.75V9A6 6 0 0 0 6 9v.75a8.967 8.967 0 0 1-2.312 6.022c1.733.64 3.56 1.085 5.455 1.31m5.714 0a24.255 24.255 0 0 1-5.714 0m5.714 0a3 3 0 1 1-5.714 0"
          strokeWidth={1.75}
          className="size-6"
        />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[0.65rem] font-semibold text-white ring-2 ring-white"
          >
            {unreadBadge(unread)}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        anchor={{ to: 'bottom end', gap: 8 }}
        className="z-40 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white shadow-lg focus:outline-none"
      >
        <div className="border-b border-slate-100 px-4 py-3">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        </div>
        <div className="max-h-[20rem] overflow-y-auto">
          {items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-500">No notifications</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {items.map((n) => (
                <NotificationRow key={n.id} notification={n} onMarkRead={markRead} />
              ))}
            </ul>
          )}
        </div>
      </PopoverPanel>
    </Popover>
  );
}

function NotificationRow({ notification: n, onMarkRead }: { notification: NotificationItem; onMarkRead: (id: number) => void }) {
  return (
    <li className={cx('flex gap-3 px-4 py-3', !n.read && 'bg-indigo-50/40')}>
      <span aria-hidden="true" className={cx('mt-1.5 size-2 shrink-0 rounded-full', DOT[n.type])} />
      <div className="min-w-0 flex-1">
        <p className={cx('text-sm text-slate-900', !n.read && 'font-semibold')}>{n.title}</p>
        {n.message && <p className="mt-0.5 text-sm text-slate-600">{n.message}</p>}
        <div className="mt-1 flex items-center justify-between gap-2">
          <time dateTime={n.created_at} className="text-xs text-slate-500">
            {formatRelativeTime(n.created_at)}
          </time>
          {!n.read && (
            <button
              type="button"
              onClick={() => onMarkRead(n.id)}
              className="rounded text-xs font-medium text-indigo-600 hover:text-indigo-800 hover:underline"
            >
              Mark as read
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** Badge text: the count, or '9+' above 9. */
function unreadBadge(count: number): string {
  return count > 9 ? '9+' : String(count);
}
