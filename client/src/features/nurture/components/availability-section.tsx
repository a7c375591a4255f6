import { useState } from 'react';
import { Button, Checkbox, Field, PageSpinner } from '@client/components/ui';
import { errorText } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import type { Availability } from '@shared/domain/booking';
import { AvailabilityBody } from '@shared/schemas/booking';
import { useMyAvailability, useSaveAvailability } from '../api/booking';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Settings: the weekly hours recruits may book calls in through their booking links (docs/scheduling.md, "Booking link"). */
export function AvailabilitySection() {
  const availability = useMyAvailability();
  if (availability.isPending) return <PageSpinner label="Loading your availability..." />;
  if (availability.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Failed to load your availability. {errorText(availability.error, '')}
      </p>
    );
  return <AvailabilityForm initial={availability.data} />;
}

function AvailabilityForm({ initial }: { initial: Availability & { is_default: boolean } }) {
  const [form, setForm] = useState<Availability>(initial);
  const [problem, setProblem] = useState('');
  const save = useSaveAvailability(() => toast.success('Availability saved'));
  const windowOf = (weekday: number) => form.weekly.find((w) => w.weekday === weekday);
  const setDay = (weekday: number, w: { from: string; until: string } | null) =>
    setForm((f) => ({
      ...f,
      weekly: [...f.weekly.filter((x) => x.weekday !== weekday), ...(w ? [{ weekday, ...w }] : [])].sort((a, b) => a.weekday - b.weekday),
    }));

  const submit = () => {
    const checked = AvailabilityBody.safeParse(form);
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Check the hours');
    setProblem('');
    save.mutate(checked.data);
  };

  return (
    <div className="space-y-4">
      {initial.is_default && <p className="text-sm text-slate-600">These are the defaults until you save your own hours.</p>}
      <Field
        label="Time zone (IANA, e.g. America/Chicago)"
        value={form.zone}
        onChange={(e) => setForm({ ...form, zone: e.target.value })}
      />
      <ul className="space-y-3">
        {WEEKDAYS.map((name, weekday) => {
          const w = windowOf(weekday);
          return (
            // The day keeps a fixed width and its two times wrap together, so a phone shows day, then both times.
            <li key={name} className="flex flex-wrap items-end gap-x-3 gap-y-1">
              <div className="w-28 pb-2">
                <Checkbox
                  label={name}
                  checked={Boolean(w)}
                  onChange={(e) => setDay(weekday, e.target.checked ? { from: '10:00', until: '17:00' } : null)}
                />
              </div>
              {w && (
                <div className="flex gap-3">
                  {(['from', 'until'] as const).map((end) => (
                    <Field
                      key={end}
                      label={`${name} ${end}`}
                      type="time"
                      value={w[end]}
                      onChange={(e) => setDay(weekday, { ...w, [end]: e.target.value })}
                      className="w-32"
                    />
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="grid items-end gap-3 sm:grid-cols-3">
        <Field
          label="Minutes between calls"
          type="number"
          value={String(form.buffer_minutes)}
          onChange={(e) => setForm({ ...form, buffer_minutes: Number(e.target.value) })}
        />
        <Field
          label="Ops discovery call (minutes)"
          type="number"
          value={String(form.lengths.ops_discovery)}
          onChange={(e) => setForm({ ...form, lengths: { ...form.lengths, ops_discovery: Number(e.target.value) } })}
        />
        <Field
          label="Founder culture call (minutes)"
          type="number"
          value={String(form.lengths.founder_culture)}
          onChange={(e) => setForm({ ...form, lengths: { ...form.lengths, founder_culture: Number(e.target.value) } })}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <Button loading={save.isPending} onClick={submit}>
        Save availability
      </Button>
    </div>
  );
}
