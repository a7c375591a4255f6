import { describe, it, expect } from 'vitest';
import * as Y from 'yjs';
import {
  calculatorProgress,
  colorFor,
  docToSnapshot,
  liveData,
  markCompleted,
  markSaved,
  parseAwarenessState,
  presenterNotes,
  readMeta,
  recruitCurrentModule,
  setField,
  summaryFromSnapshot,
} from '@shared/collab';

describe('progress and live data', () => {
  it('counts the four Live Data figures that are filled', () => {
    const doc = new Y.Doc();
    expect(calculatorProgress(docToSnapshot(doc))).toBe(0);
    setField(doc, 'productionDetails', 'monthlyVolume', 2000000); // annual volume filled
    expect(calculatorProgress(docToSnapshot(doc))).toBe(0.25);
    setField(doc, 'productionDetails', 'avgLoanSize', 400000); // avg loan + units filled
    expect(calculatorProgress(docToSnapshot(doc))).toBe(0.75);
    setField(doc, 'personalBusiness', 'grossIncome', 100000); // net income filled
    const snap = docToSnapshot(doc);
    expect(calculatorProgress(snap)).toBe(1);
    expect(liveData(snap)).toEqual({ annualVolume: 24000000, avgLoanSize: 400000, unitsPerMonth: 5, netIncome: 100000 });
  });

  it('summarises a snapshot with the per-year distributions', () => {
    const doc = new Y.Doc();
    setField(doc, 'personalBusiness', 'grossIncome', 150000);
    const summary = summaryFromSnapshot(docToSnapshot(doc));
    // year 1: 150,000 + 6,000 recruiting + 3,400 ownership
    expect(summary.years[0].total).toBeCloseTo(159400, 6);
    expect(summary.fiveYearTotal).toBeCloseTo(1111020.08375, 5);
  });
});

describe('meta', () => {
  it('shares save time, completion and presenter notes', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.on('update', (u: Uint8Array) => Y.applyUpdate(b, u));
    expect(readMeta(b)).toEqual({ lastSavedAt: null, completed: false });
    markSaved(a, '2025-01-01T10:00:00.000Z');
    markCompleted(a);
    presenterNotes(a, 'recruiting').insert(0, 'Ask about team size');
    expect(readMeta(b)).toEqual({ lastSavedAt: '2025-01-01T10:00:00.000Z', completed: true });
    expect(presenterNotes(b, 'recruiting').toString()).toBe('Ask about team size');
  });
});

describe('awareness', () => {
  it('gives a stable colour per id', () => {
    expect(colorFor('user-1')).toBe(colorFor('user-1'));
    expect(colorFor(42)).toMatch(/^#[0-9a-f]{6}$/);
    const colours = new Set(Array.from({ length: 40 }, (_, i) => colorFor(i)));
    expect(colours.size).toBeGreaterThan(3);
  });

  it('validates remote states and finds the recruit’s module', () => {
    const recruit = { user: { name: 'Ann', role: 'recruit', color: '#2563eb' }, focus: { module: 'loanPricing', field: 'currentMargin' } };
    const recruiter = {
      user: { name: 'Bob', role: 'recruiter', color: '#d97706' },
      focus: { module: 'ownership', field: 'productionGoal' },
    };
    expect(parseAwarenessState(recruit)).toEqual(recruit);
    expect(parseAwarenessState({ user: { name: 'X', role: 'admin', color: '#000' }, focus: null })).toBeNull();
    expect(parseAwarenessState({ user: recruit.user, focus: { module: 'nope', field: 'x' } })?.focus).toBeNull();
    expect(
      recruitCurrentModule(
        new Map<number, unknown>([
          [1, recruiter],
          [2, recruit],
        ]),
      ),
    ).toBe('loanPricing');
    expect(
      recruitCurrentModule(
        new Map<number, unknown>([
          [1, recruiter],
          [2, {}],
        ]),
      ),
    ).toBeNull();
  });
});
