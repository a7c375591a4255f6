import { describe, it, expect } from 'vitest';
import * as Y from 'yjs';
import { MODULE_KEYS, applySnapshotToDoc, docToSnapshot, getModuleMap, setField } from '@shared/collab';
import { mergeSettings } from '@shared/calc';

function filledDoc(): Y.Doc {
  const doc = new Y.Doc();
  setField(doc, 'productionDetails', 'monthlyVolume', '2,000,000');
  setField(doc, 'productionDetails', 'avgLoanSize', 400000);
  setField(doc, 'productionDetails', 'closingRatio', 80);
  setField(doc, 'productionDetails', 'loanMixPurchase', 70);
  setField(doc, 'personalBusiness', 'currentCompPlan', '80 bps on volume');
  setField(doc, 'personalBusiness', 'grossIncome', 250000);
  setField(doc, 'personalBusiness', 'staffingCosts', 60000);
  setField(doc, 'personalBusiness', 'marketingCosts', 15000);
  setField(doc, 'personalBusiness', 'officeCosts', 12000);
  setField(doc, 'personalBusiness', 'businessExpenses', 13000);
  setField(doc, 'loanPricing', 'currentCompanyPAR', 3.5);
  setField(doc, 'loanPricing', 'currentMargin', 3);
  return doc;
}

describe('ClearView doc', () => {
  it('keeps one top-level map per module, named as doc1 §3', () => {
    expect(MODULE_KEYS).toEqual(['productionDetails', 'personalBusiness', 'loanPricing', 'recruiting', 'ownership']);
    const doc = filledDoc();
    expect(getModuleMap(doc, 'productionDetails')).toBe(doc.getMap('productionDetails'));
  });

  it('stores only inputs; the snapshot fills computed fields', () => {
    const doc = filledDoc();
    expect([...getModuleMap(doc, 'productionDetails').keys()].sort()).toEqual([
      'avgLoanSize',
      'closingRatio',
      'loanMixPurchase',
      'monthlyVolume',
    ]);
    const snap = docToSnapshot(doc);
    expect(snap.productionDetails).toEqual({
      monthlyVolume: 2000000,
      annualVolume: 24000000, // 2,000,000 × 12
      avgLoanSize: 400000,
      unitsPerMonth: 5, // 2,000,000 ÷ 400,000
      closingRatio: 80,
      loanMix: { purchase: 70, refi: 30 },
    });
    expect(snap.personalBusiness.netIncome).toBe(150000); // 250,000 − 100,000
    expect(snap.personalBusiness.currentCompPlan).toBe('80 bps on volume');
    expect(snap.loanPricing).toEqual({ currentCompanyPAR: 3.5, clearPAR: 3.25, currentMargin: 3, clearMargin: 2.75, loanAmount: 400000 });
  });

  it('an empty doc reads as the calculator defaults', () => {
    const snap = docToSnapshot(new Y.Doc());
    expect(snap.recruiting).toMatchObject({ recruitingGoal: 2, avgRecruitVolume: 2000000, retentionRate: 85 });
    expect(snap.recruiting.projections.year2).toMatchObject({ activeRecruits: 3, totalVolume: 6600000 });
    expect(snap.recruiting.projections.year2.income).toBeCloseTo(9900, 6);
    expect(snap.ownership).toMatchObject({ productionGoal: 24000000, recruitingContribution: 10000000, companyGrowthRate: 15 });
    expect(snap.ownership.ownershipData.ownershipPercentage).toBe(6.8);
    expect(snap.ownership.distributions.year1).toBeCloseTo(3400, 6);
    expect(snap.ownership.ownershipData.equityValue).toBeCloseTo(47572.97, 6);
    expect(snap.productionDetails).toMatchObject({ annualVolume: 0, unitsPerMonth: 0, loanMix: { purchase: 0, refi: 100 } });
    expect(snap.loanPricing.loanAmount).toBe(400000);
  });

  it('applies the doc1 §5 rules when a field is set', () => {
    const doc = new Y.Doc();
    expect(setField(doc, 'productionDetails', 'closingRatio', 150)).toBe(100);
    expect(setField(doc, 'productionDetails', 'loanMixPurchase', 120)).toBe(100);
    expect(docToSnapshot(doc).productionDetails.loanMix).toEqual({ purchase: 100, refi: 0 });
    expect(setField(doc, 'recruiting', 'recruitingGoal', -1)).toBe(0);
    expect(setField(doc, 'recruiting', 'recruitingGoal', 2.6)).toBe(2);
    expect(setField(doc, 'productionDetails', 'monthlyVolume', 'abc')).toBe(0);
    expect(setField(doc, 'productionDetails', 'monthlyVolume', '')).toBe(0);
    expect(() => setField(doc, 'productionDetails', 'annualVolume' as never, 1)).toThrow(/not a stored/);
  });

  it('re-coerces values a peer wrote out of range', () => {
    const doc = new Y.Doc();
    getModuleMap(doc, 'productionDetails').set('closingRatio', 250);
    getModuleMap(doc, 'recruiting').set('recruitingGoal', 'lots');
    const snap = docToSnapshot(doc);
    expect(snap.productionDetails.closingRatio).toBe(100);
    expect(snap.recruiting.recruitingGoal).toBe(0);
  });

  it('round-trips: doc → snapshot → new doc → same snapshot', () => {
    const first = docToSnapshot(filledDoc());
    const copy = new Y.Doc();
    applySnapshotToDoc(copy, first);
    expect(docToSnapshot(copy)).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first); // plain JSON, nothing lost
  });

  it('writes in one transaction and only the values that differ', () => {
    const doc = filledDoc();
    const snap = docToSnapshot(doc);
    let transactions = 0;
    doc.on('afterTransaction', () => transactions++);
    const updates: Uint8Array[] = [];
    doc.on('update', (u: Uint8Array) => updates.push(u));

    expect(applySnapshotToDoc(doc, { productionDetails: snap.productionDetails })).toBe(0);
    expect(updates).toHaveLength(0);

    const changed = { productionDetails: { ...snap.productionDetails, monthlyVolume: 3000000 }, recruiting: { recruitingGoal: 4 } };
    transactions = 0;
    expect(applySnapshotToDoc(doc, changed)).toBe(2);
    expect(transactions).toBe(1);
    expect(updates).toHaveLength(1);
    expect(docToSnapshot(doc).productionDetails.annualVolume).toBe(36000000);
  });

  it('computed values in a snapshot are ignored, never stored', () => {
    const doc = new Y.Doc();
    applySnapshotToDoc(doc, { productionDetails: { monthlyVolume: 1000000, annualVolume: 999 } });
    expect(getModuleMap(doc, 'productionDetails').has('annualVolume')).toBe(false);
    expect(docToSnapshot(doc).productionDetails.annualVolume).toBe(12000000);
  });

  it('derives with the company settings given', () => {
    const settings = mergeSettings({ parRates: { clearPAR: 3 }, financialMetrics: { companyTotalVolume: 1000000000 } });
    const snap = docToSnapshot(new Y.Doc(), settings);
    expect(snap.loanPricing.clearPAR).toBe(3);
    expect(snap.ownership.ownershipData.ownershipPercentage).toBe(3.4);
  });

  it('two docs exchanging updates converge', () => {
    const recruit = new Y.Doc();
    const recruiter = new Y.Doc();
    setField(recruit, 'productionDetails', 'monthlyVolume', 2000000);
    setField(recruiter, 'loanPricing', 'currentMargin', 3);
    // Both edit the same field concurrently: Yjs picks one winner deterministically on both sides.
    setField(recruit, 'personalBusiness', 'grossIncome', 200000);
    setField(recruiter, 'personalBusiness', 'grossIncome', 210000);

    Y.applyUpdate(recruiter, Y.encodeStateAsUpdate(recruit, Y.encodeStateVector(recruiter)));
    Y.applyUpdate(recruit, Y.encodeStateAsUpdate(recruiter, Y.encodeStateVector(recruit)));

    const a = docToSnapshot(recruit);
    expect(docToSnapshot(recruiter)).toEqual(a);
    expect(a.productionDetails.annualVolume).toBe(24000000);
    expect(a.loanPricing.currentMargin).toBe(3);
    expect([200000, 210000]).toContain(a.personalBusiness.grossIncome);
  });

  it('live updates flow through an update listener', () => {
    const left = new Y.Doc();
    const right = new Y.Doc();
    left.on('update', (u: Uint8Array) => Y.applyUpdate(right, u));
    applySnapshotToDoc(left, { ownership: { productionGoal: 30000000 } });
    expect(docToSnapshot(right).ownership.productionGoal).toBe(30000000);
  });
});
