import { describe, it, expect } from 'vitest';
import * as Y from 'yjs';
import { MAX_TEXT_LENGTH, coerceField, docToSnapshot, enteredInputs, getModuleMap, normalizeSnapshot, readInputs } from '@shared/collab';
import { mergeSessionData } from '../../../../server/src/modules/clearview/sessions/session-data.ts';
import { DEFAULT_COMPANY_SETTINGS } from '@shared/calc';

describe('text inputs are capped', () => {
  it('keeps at most 5,000 characters of text', () => {
    expect(MAX_TEXT_LENGTH).toBe(5000);
    expect(coerceField('text', 'a'.repeat(5000))).toHaveLength(5000);
    expect(coerceField('text', 'a'.repeat(900_000))).toBe('a'.repeat(5000));
    expect(coerceField('text', '80 bps')).toBe('80 bps');
  });

  it('never leaves half a surrogate pair at the cut', () => {
    const text = `${'a'.repeat(4999)}😀b`;
    const capped = coerceField('text', text) as string;
    expect(capped).toBe('a'.repeat(4999));
    expect(capped).not.toMatch(/[\ud800-\udbff]$/);
  });

  it('caps what a REST save stores', () => {
    const saved = mergeSessionData({}, { personalBusiness: { currentCompPlan: 'x'.repeat(900_000) } }, 'all', DEFAULT_COMPANY_SETTINGS);
    expect(saved.personalBusiness.currentCompPlan).toHaveLength(5000);
    expect(
      normalizeSnapshot({ personal_business_details: { current_comp_plan: 'y'.repeat(6000) } }).personalBusiness?.currentCompPlan,
    ).toHaveLength(5000);
  });

  it('caps what is read from a doc a peer wrote without the cap', () => {
    const doc = new Y.Doc();
    getModuleMap(doc, 'personalBusiness').set('currentCompPlan', 'z'.repeat(900_000));
    expect(readInputs(doc).personalBusiness.currentCompPlan).toHaveLength(5000);
    expect(docToSnapshot(doc).personalBusiness.currentCompPlan).toHaveLength(5000);
  });
});

describe('entered inputs (what a room is seeded with)', () => {
  it('leaves out every field that holds its calculator default', () => {
    // A REST save always stores the full data, defaults included.
    const saved = mergeSessionData({}, { productionDetails: { monthlyVolume: 2_000_000 } }, 'all', DEFAULT_COMPANY_SETTINGS);
    expect(saved.recruiting.recruitingGoal).toBe(2);
    expect(enteredInputs(saved)).toEqual({ productionDetails: { monthlyVolume: 2_000_000 } });
  });

  it('keeps a value that differs from the default, including 0 where the default is not 0', () => {
    const saved = mergeSessionData(
      {},
      { recruiting: { recruitingGoal: 0, avgRecruitVolume: 2_000_000 }, personalBusiness: { currentCompPlan: '80 bps' } },
      'all',
      DEFAULT_COMPANY_SETTINGS,
    );
    expect(enteredInputs(saved)).toEqual({ recruiting: { recruitingGoal: 0 }, personalBusiness: { currentCompPlan: '80 bps' } });
  });

  it('an all-default save seeds nothing', () => {
    expect(enteredInputs(mergeSessionData({}, {}, 'all', DEFAULT_COMPANY_SETTINGS))).toEqual({});
    expect(enteredInputs(null)).toEqual({});
  });
});
