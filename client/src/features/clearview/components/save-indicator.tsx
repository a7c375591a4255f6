import type { SaveState } from '../hooks/use-autosave';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** "Auto-saving..." while an edit of this device is not stored yet (waiting, running, or waiting for the room), then "Saved 3:04 PM". */
export function SaveIndicator({ state, readOnly }: { state: SaveState; readOnly: boolean }) {
  const text = readOnly
    ? 'Read-only'
    : state.pending || state.saving || state.unsaved
      ? 'Auto-saving...'
      : state.lastSaved
        ? `Saved ${timeOf(state.lastSaved)}`
        : 'All changes are saved automatically';
  return (
    <span role="status" className="text-xs text-slate-500" data-testid="save-indicator">
      {text}
    </span>
  );
}
