import type { DetailTab } from '@shared/domain/journey';
import type { Recruit } from '@shared/schemas/recruits';

/** What every tab of the Recruit Details dialog may use (the dialog builds it; detail-tabs.tsx hands it to the tabs). */
export interface RecruitDetailContext {
  recruit: Recruit;
  /** Shows the dialog's inline banner: the one place an action's outcome is told in the dialog. */
  notify: (banner: { tone: 'success' | 'error'; text: string }) => void;
  openScheduleClearview: () => void;
  /** Opens the module selection; `thenMove` also moves the recruit to discovery_access_expanded when enabling leaves the status as it was. */
  openEnableDiscovery: (opts?: { thenMove?: boolean }) => void;
  /** Opens the department/template chooser of Initiate Onboarding. */
  openInitiateOnboarding: () => void;
  /** After any action in a composed view: every read on screen is fetched again (the recruit, the list, nurture, proforma). */
  reloadRecruit: () => void;
  /** Shows one of the dialog's tabs. */
  showTab: (tab: DetailTab) => void;
}
