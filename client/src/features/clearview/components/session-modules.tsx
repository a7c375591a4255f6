// The calculator itself: every section in screen order, rendered from one live snapshot.
import type { ClearViewSnapshot } from '@shared/collab';
import { LoanPricing } from './modules/loan-pricing';
import { OwnershipProjection } from './modules/ownership-projection';
import { PersonalBusiness } from './modules/personal-business';
import { ProductionDetails } from './modules/production-details';
import { RecruitingGoals } from './modules/recruiting-goals';
import { SessionSummary } from './modules/session-summary';
import { WhatIfCalculator } from './modules/what-if-calculator';

export function SessionModules({ snapshot }: { snapshot: ClearViewSnapshot }) {
  return (
    <div className="space-y-6">
      <ProductionDetails snapshot={snapshot} />
      <PersonalBusiness snapshot={snapshot} />
      <LoanPricing snapshot={snapshot} />
      <RecruitingGoals snapshot={snapshot} />
      <OwnershipProjection snapshot={snapshot} />
      <WhatIfCalculator snapshot={snapshot} />
      <SessionSummary snapshot={snapshot} />
    </div>
  );
}
