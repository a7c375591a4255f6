import { type FormEvent, useState } from 'react';
import { Button, PageSpinner, TextAreaField } from '@client/components/ui';
import { errorText, fieldErrors } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { useChanged } from '@client/lib/use-changed';
import { MODULE_TITLES } from '@shared/collab';
import type { CoachingNote, CoachingNotesResponse } from '@shared/schemas/clearview';
import { useCoachingNotes, useSaveCoachingNotes } from '../../api/settings';
import { SettingsCard } from './settings-card';

/** Goal and question are one line each (the schema refuses line breaks): shown wrapped in a box that fits them, Enter becomes a space. */
const oneLine = (text: string) => text.replace(/\r?\n/g, ' ');

/** Lists are edited one item per line; blank lines are dropped. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

type NoteDraft = { module: CoachingNote['module']; goal: string; points: string; ask: string };
type Draft = { reminders: string; notes: NoteDraft[] };
const draftOf = (c: CoachingNotesResponse): Draft => ({
  reminders: c.reminders.join('\n'),
  notes: c.notes.map((n) => ({ module: n.module, goal: n.goal, points: n.points.join('\n'), ask: n.ask })),
});

/** The presenter panel's talking points (docs/spec/doc1.md §2), rewritten by staff for every session. */
export function CoachingSection() {
  const notes = useCoachingNotes();
  if (notes.isPending) return <PageSpinner label="Loading talking points..." />;
  if (!notes.data) return <p className="text-sm text-red-700">{errorText(notes.error, 'Failed to load the talking points')}</p>;
  return <CoachingForm saved={notes.data} />;
}

function CoachingForm({ saved }: { saved: CoachingNotesResponse }) {
  const [draft, setDraft] = useState(() => draftOf(saved));
  if (useChanged(saved)) setDraft(draftOf(saved));
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
            <TextAreaField
              label="Goal"
              rows={2}
              value={n.goal}
              error={server[`notes.${i}.goal`]}
              onChange={(e) => setNote(i, { goal: oneLine(e.target.value) })}
            />
            <TextAreaField
              label="Talking points"
              rows={4}
              value={n.points}
              error={server[`notes.${i}.points`] ?? server[`notes.${i}.points.0`]}
              onChange={(e) => setNote(i, { points: e.target.value })}
            />
            <TextAreaField
              label="Question to ask"
              rows={2}
              value={n.ask}
              error={server[`notes.${i}.ask`]}
              onChange={(e) => setNote(i, { ask: oneLine(e.target.value) })}
            />
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
