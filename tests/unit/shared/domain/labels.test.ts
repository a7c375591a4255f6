// One label map: keys and enum values reach people as words (docs/client.md "Formatting").
import { describe, expect, it } from 'vitest';
import { describeActivityDetails } from '@shared/domain/activity-details';
import { LABELS, labelOf } from '@shared/domain/labels';
import { RECRUIT_STATUSES } from '@shared/domain/recruit-status';
import { humanizeKey } from '@shared/format';

describe('labelOf', () => {
  it('names known keys from their map', () => {
    expect(labelOf('modelType', 'team_lead')).toBe('Team Lead');
    expect(labelOf('meetingType', 'ops_discovery')).toBe(LABELS.meetingType.ops_discovery);
    expect(labelOf('taskStatus', 'in_progress')).toBe('In Progress');
    expect(labelOf('clearviewField', 'year1Distribution')).toBe('Year 1 distribution');
    expect(labelOf('clearviewModule', 'ownership')).toBe('Ownership Projection');
    expect(labelOf('messageStatus', 'failed')).toBe('Failed');
  });

  it('has a label for every recruit status that is not its key', () => {
    for (const s of RECRUIT_STATUSES) expect(labelOf('recruitStatus', s)).not.toContain('_');
  });

  it('spells out a key no map knows yet instead of showing it raw', () => {
    expect(labelOf('modelType', 'regional_manager')).toBe('Regional manager');
    expect(labelOf('clearviewField', 'Year1Distribution')).toBe('Year 1 distribution');
    expect(labelOf('recruitStatus', null)).toBe('—');
  });
});

describe('humanizeKey', () => {
  it('turns snake, kebab, camel and Pascal case with numbers into words', () => {
    expect(humanizeKey('team_lead')).toBe('Team lead');
    expect(humanizeKey('Year1Distribution')).toBe('Year 1 distribution');
    expect(humanizeKey('recruitingGoal')).toBe('Recruiting goal');
    expect(humanizeKey('live-pricing')).toBe('Live pricing');
  });
});

describe('describeActivityDetails', () => {
  it('leaves out ids and names model types and times in words', () => {
    const text = describeActivityDetails(
      { session_id: 4, model_type: 'team_lead', scheduled_at: '2026-12-06T16:00:00.000Z' },
      { timeZone: 'America/New_York' },
    );
    expect(text).toBe('Model: Team Lead · Scheduled for: Dec 6, 2026, 11:00 AM');
  });

  it('shows a status move with both labels and an id-only entry as nothing', () => {
    expect(describeActivityDetails({ from: 'clearview_scheduled', to: 'clearview_completed' })).toBe(
      'ClearView scheduled → ClearView completed',
    );
    expect(describeActivityDetails({ request_id: 10 })).toBe('');
    expect(describeActivityDetails({ request_id: 10, source: 'recruit' })).toBe('Requested by: recruit');
  });

  it('names modules, changed fields and percentages', () => {
    expect(describeActivityDetails({ modules: ['live-pricing', 'scenarios'] })).toBe('Modules: Live Pricing, Scenario Planning');
    expect(describeActivityDetails({ fields: ['first_name', 'phone'] })).toBe('Changed: First name, Phone');
    expect(describeActivityDetails({ completion_percentage: 72 })).toBe('Profile complete: 72%');
    expect(describeActivityDetails({ subject: 'Welcome' })).toBe('Welcome');
  });
});
