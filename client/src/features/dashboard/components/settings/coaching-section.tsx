import type { FormEvent } from 'react';
import { Button, TextAreaField } from '@client/components/ui';
import { fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useDraft } from '@client/lib/use-changed';
import { MODULE_TITLES } from '@shared/collab';
import type { CoachingNote, CoachingNotesResponse } from '@shared/schemas/clearview';
import { useCoachingNotes, useSaveCoachingNotes } from '../../api/settings';
import { SettingsCard, WithSaved } from './settings-card';

/** Goal and question are one line each (the schema refuses line breaks): shown wrapped in a box that fits them, Enter becomes a space. */
const oneLine = (text: string) => text.replace(/\r?\n/g, ' ');

/** Lists are edited one item per line; blank lines are dropped. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** A talking point's fields, in the order the form shows them. */
const NOTE_FIELDS: { key: 'goal' | 'points' | 'ask'; label: string; rows: number; oneLine?: boolean }[] = [
  { key: 'goal', label: 'Goal', rows: 2, oneLine: true },
  { key: 'points', label: 'Talking points', rows: 4 },
  { key: 'ask', label: 'Question to ask', rows: 2, oneLine: true },
];

type NoteDraft = { module: CoachingNote['module']; goal: string; points: string; ask: string };
type Draft = { reminders: string; notes: NoteDraft[] };
const draftOf = (c: CoachingNotesResponse): Draft => ({
  reminders: c.reminders.join('\n'),
  notes: c.notes.map((n) => ({ module: n.module, goal: n.goal, points: n.points.join('\n'), ask: n.ask })),
});

/** The presenter panel's talking points (docs/spec/doc1.md §2), rewritten by staff for every session. */
export function CoachingSection() {
  return (
    <WithSaved read={useCoachingNotes()} loading="Loading talking points..." failed="Failed to load the talking points">
      {(saved) => <CoachingForm saved={saved} />}
    </WithSaved>
  );
}

function CoachingForm({ saved }: { saved: CoachingNotesResponse }) {
  const [draft, setDraft] = useDraft(saved, draftOf);
  const save = useSaveCoachingNotes(() => toast.success('Talking points saved'));
  const server = save.error ? fieldErrors(save.error) : {};
  const setNote = (i: number, patch: Partial<NoteDraft>) =>
    setDraft((d) => ({ ...d, notes: d.notes.map((n, j) => (j === i ? { ...n, ...patch } : n)) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({
      reminders: lines(draft.reminders),
      notes: draft.notes.map((n) => ({ module: n.module, goal: n.goal, points: lines(n.points), ask: n.ask })),
    });
  };
  return (
    <SettingsCard
      title="Coaching talking points"
      description="What the presenter panel's Coaching Notes tab shows recruiters during a ClearView session. One item per line."
    >
      <form onSubmit={submit} noValidate className="space-y-6" aria-label="Coaching talking points">
        <TextAreaField
          label="Session reminders"
          rows={3}
          value={draft.reminders}
          error={server.reminders ?? server['reminders.0']}
          onChange={(e) => setDraft((d) => ({ ...d, reminders: e.target.value }))}
        />
        {draft.notes.map((n, i) => (
          <fieldset key={n.module} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 text-sm font-medium text-slate-900">{MODULE_TITLES[n.module]}</legend>
            {NOTE_FIELDS.map((f) => (
              <TextAreaField
                key={f.key}
                label={f.label}
                rows={f.rows}
                value={n[f.key]}
                // A list's first item's problem stands under the list.
                error={server[`notes.${i}.${f.key}`] ?? server[`notes.${i}.${f.key}.0`]}
                onChange={(e) => setNote(i, { [f.key]: f.oneLine ? oneLine(e.target.value) : e.target.value })}
              />
            ))}
          </fieldset>
        ))}
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending} loadingText="Saving...">
            Save Talking Points
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
