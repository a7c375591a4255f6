// "What can happen next" (shared/domain/journey.ts): the actions offered and allowed per status, the
// Recruit Details tabs, the step the dialog offers first, and the recruit dashboard's steps and chip.
import { describe, expect, it } from 'vitest';
import {
  discoveryLockedText,
  clearviewChip,
  detailTabs,
  type JourneyFacts,
  offeredActions,
  phaseActionRefusal,
  recruitNextSteps,
  staffNextStep,
} from '@shared/domain/journey.ts';
import { RECRUIT_STATUSES, type RecruitStatus } from '@shared/domain/recruit-status.ts';

const at = (status: RecruitStatus, o: Partial<JourneyFacts> = {}): JourneyFacts => ({
  status,
  discovery_enabled: false,
  has_onboarding_process: false,
  ...o,
});

/** Discovery access up to a completed proforma: nurture and both calls included. */
const DISCOVERY_TO_PROFORMA = [
  'discovery_access_expanded',
  'nurture_high_engagement',
  'nurture_long_term',
  'ops_call_completed',
  'founder_call_completed',
  'proforma_scheduled',
  'proforma_completed',
];

describe('phase actions', () => {
  it('offers the pipeline step of each early status', () => {
    expect(offeredActions(at('profile_created'))).toEqual(['send_invite']);
    expect(offeredActions(at('profile_accepted'))).toEqual(['schedule_clearview']);
    expect(offeredActions(at('clearview_completed'))).toEqual([
      'enable_discovery',
      'start_nurture',
      'schedule_meeting',
      'initiate_onboarding',
    ]);
  });

  it('keeps the proforma at every status from discovery access up to onboarding, with access', () => {
    const allowed = RECRUIT_STATUSES.filter((s) => offeredActions(at(s, { discovery_enabled: true })).includes('schedule_proforma'));
    expect(allowed).toEqual(DISCOVERY_TO_PROFORMA);
  });

  it('offers discovery instead of the proforma to a recruit in nurture without access, and refuses the proforma', () => {
    const f = at('nurture_high_engagement');
    expect(offeredActions(f)).toContain('enable_discovery');
    expect(offeredActions(f)).not.toContain('schedule_proforma');
    expect(phaseActionRefusal('schedule_proforma', f)).toBe('Enable discovery access before scheduling a proforma session');
  });

  it('lets onboarding be initiated from ClearView completed until a process exists', () => {
    const allowed = RECRUIT_STATUSES.filter((s) => phaseActionRefusal('initiate_onboarding', at(s)) === null);
    expect(allowed).toEqual(['clearview_completed', ...DISCOVERY_TO_PROFORMA, 'onboarding_requested']);
    expect(phaseActionRefusal('initiate_onboarding', at('proforma_completed', { has_onboarding_process: true }))).toBe(
      'This recruit already has an onboarding process.',
    );
  });

  it('offers something, or says the journey is complete, at every status', () => {
    for (const s of RECRUIT_STATUSES) {
      const f = at(s, {
        discovery_enabled: s !== 'clearview_completed',
        has_onboarding_process: ['onboarding_initiated', 'onboarded'].includes(s),
      });
      const step = staffNextStep(f);
      expect(step.text.length, s).toBeGreaterThan(10);
      if (step.action && !step.action.startsWith('open_')) expect(offeredActions(f), s).toContain(step.action);
    }
    expect(staffNextStep(at('onboarded')).action).toBeNull();
  });
});

describe('tabs', () => {
  it('only ever adds tabs as the recruit moves on, so a tab in view does not vanish on a forward move', () => {
    let before = detailTabs(at('profile_created'));
    for (const s of RECRUIT_STATUSES) {
      const now = detailTabs(
        at(s, { discovery_enabled: RECRUIT_STATUSES.indexOf(s) >= 4, has_onboarding_process: RECRUIT_STATUSES.indexOf(s) >= 12 }),
      );
      for (const t of before) expect(now, `${s} keeps ${t}`).toContain(t);
      before = now;
    }
    expect(before).toEqual(['details', 'timeline', 'nurture', 'proforma', 'onboarding', 'phase']);
  });
});

describe('the recruit dashboard', () => {
  it('does not tick ClearView for a recruit who qualified through the profile rule', () => {
    const steps = recruitNextSteps({ ...at('onboarding_requested'), clearview_status: 'none', profile_completion_percentage: 70 });
    expect(steps.find((s) => s.key === 'clearview')).toMatchObject({ state: 'skipped' });
    expect(clearviewChip('none')).toBe('ClearView Pending');
  });

  it('follows the session itself: scheduled, then completed', () => {
    const scheduled = recruitNextSteps({ ...at('clearview_scheduled'), clearview_status: 'scheduled', profile_completion_percentage: 0 });
    expect(scheduled.find((s) => s.key === 'clearview')).toMatchObject({
      state: 'todo',
      label: 'Join your ClearView session (see Upcoming sessions)',
    });
    expect(clearviewChip('in_progress')).toBe('ClearView Scheduled');
    const done = recruitNextSteps({
      ...at('onboarded', { has_onboarding_process: true }),
      clearview_status: 'completed',
      profile_completion_percentage: 100,
    });
    expect(done.every((s) => s.state !== 'todo' || s.key === 'discovery')).toBe(true);
    expect(clearviewChip('completed')).toBe('ClearView Complete');
  });
});

describe('the dashboard discovery card', () => {
  it('is open exactly when the record says discovery is enabled, whatever the status or session', () => {
    expect(discoveryLockedText({ discovery_enabled: true, clearview_status: 'none' })).toBeNull();
    expect(discoveryLockedText({ discovery_enabled: true, clearview_status: 'completed' })).toBeNull();
  });
  it('says the tools unlock after ClearView only while the session is still ahead', () => {
    expect(discoveryLockedText({ discovery_enabled: false, clearview_status: 'scheduled' })).toBe(
      'Your discovery tools unlock after your ClearView session.',
    );
    expect(discoveryLockedText({ discovery_enabled: false, clearview_status: 'completed' })).toBe(
      'Your ClearView session is done: your recruiter opens your discovery tools next.',
    );
  });
});
