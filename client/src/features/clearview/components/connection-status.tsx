import { cx } from '@client/components/ui';
import type { ConnectionState } from '../hooks/use-live-session';

const LOOK: Record<ConnectionState, { text: string; dot: string }> = {
  connecting: { text: 'Connecting…', dot: 'bg-slate-400' },
  connected: { text: 'Connected', dot: 'bg-green-500' },
  reconnecting: { text: 'Reconnecting…', dot: 'bg-amber-500 animate-pulse' },
  offline: { text: 'Offline – changes kept on this device', dot: 'bg-red-500' },
};

/** The live connection to the room, and what it means for the recruit's typing. */
export function ConnectionStatus({ state }: { state: ConnectionState }) {
  const look = LOOK[state];
  return (
    <span role="status" className="inline-flex items-center gap-1.5 text-xs text-slate-600" data-testid="connection-status">
      <span aria-hidden="true" className={cx('size-2 rounded-full', look.dot)} />
      {look.text}
    </span>
  );
}
