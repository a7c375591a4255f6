import type { EnrollmentItem } from '@shared/schemas/nurture.ts';
import type { EnrollmentView } from './repo.ts';

const DAY_MS = 86_400_000;

/** An enrollment as the screens show it at `now`: the steps run so far and the upcoming ones with due dates. */
export function serializeEnrollment(v: EnrollmentView, now: Date): EnrollmentItem {
  const ran = new Map(v.runs.map((r) => [r.step_id, r]));
  const start = new Date(v.enrolled_at).getTime() + v.shift_seconds * 1000;
  return {
    id: v.id,
    recruit: v.recruit,
    campaign: v.campaign,
    is_active: v.is_active,
    enrolled_at: new Date(v.enrolled_at).toISOString(),
    current_step: v.current_step,
    total_steps: v.steps.length,
    paused_until: v.paused_until ? new Date(v.paused_until).toISOString() : null,
    is_paused: v.is_active && v.paused_until !== null && new Date(v.paused_until).getTime() > now.getTime(),
    ended_at: v.ended_at ? new Date(v.ended_at).toISOString() : null,
    ended_reason: v.ended_reason,
    upcoming_steps: v.is_active
      ? v.steps
          .filter((s) => !ran.has(s.id))
          .map((s) => ({ ...s, due_at: new Date(start + s.day_offset * DAY_MS).toISOString() }))
          .map(({ id: _id, ...s }) => s)
      : [],
    past_steps: v.steps.flatMap((s) => {
      const r = ran.get(s.id);
      return r
        ? [
            {
              position: s.position,
              channel: s.channel,
              title: s.title,
              outcome: r.outcome,
              note: r.note,
              ran_at: new Date(r.ran_at).toISOString(),
            },
          ]
        : [];
    }),
  };
}
