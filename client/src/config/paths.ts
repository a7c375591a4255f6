/**
 * Every route of the app in one place. `paths` holds the patterns the router matches;
 * `hrefs` builds concrete links with parameters filled in.
 */
export const paths = {
  home: '/',
  login: '/login',
  setupPassword: '/setup-password/:token',
  accept: '/accept/:token',
  clearview: '/clearview/:token',
  proformaLive: '/proforma/:token',
  confirmation: '/confirmation',
  unsubscribe: '/unsubscribe/:token',
  booking: '/book/:token',

  dashboard: '/dashboard',
  dashboardAnalytics: '/dashboard/analytics',
  dashboardTasks: '/dashboard/tasks',
  dashboardRecruits: '/dashboard/recruits',
  dashboardNurture: '/dashboard/nurture',
  dashboardProforma: '/dashboard/proforma',
  dashboardOnboarding: '/dashboard/onboarding',
  dashboardActivity: '/dashboard/activity',
  dashboardMessages: '/dashboard/messages',
  dashboardReports: '/dashboard/reports',
  dashboardSettings: '/dashboard/settings',
  dashboardAuditLog: '/dashboard/audit-log',

  recruitDashboard: '/recruit/dashboard',
  recruitProfile: '/recruit/profile',
  recruitDiscovery: '/recruit/discovery',
  recruitOnboarding: '/recruit/onboarding',
  recruitSettings: '/recruit/settings',

  scenarioCalculator: '/recruit-dashboard/clearview-calculator',
  scenarioComparison: '/recruit-dashboard/scenario-comparison',

  profileCompletion: '/profile-completion',
  discoveryTools: '/discovery-tools',

  onboardingTask: '/onboarding/task/:uuid',
  onboardingDepartment: '/onboarding/department/:id',

  devOutbox: '/dev/outbox',
} as const;

/** Matches /dashboard and everything below it (the staff area). */
export const STAFF_AREA = /^\/dashboard(?:\/.*)?$/;
/** Matches /recruit/... (the recruit area). */
export const RECRUIT_AREA = /^\/recruit(?:\/.*)?$/;

const enc = encodeURIComponent;

function withQuery(path: string, query: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== null && v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export const hrefs = {
  setupPassword: (token: string) => `/setup-password/${enc(token)}`,
  accept: (token: string) => `/accept/${enc(token)}`,
  clearview: (token: string, scenario?: string | number) => withQuery(`/clearview/${enc(token)}`, { scenario }),
  proforma: (recruitId?: string | number) => withQuery(paths.dashboardProforma, { recruit: recruitId }),
  /** The pipeline filtered to one stage (the Overview's stage counts). */
  recruitsAtStage: (status: string) => withQuery(paths.dashboardRecruits, { status }),
  /** The pipeline filtered to one sidebar phase (all the statuses it holds). */
  recruitsInPhase: (phase: string) => withQuery(paths.dashboardRecruits, { phase }),
  /** The pipeline with one recruit's details open. */
  recruitDetails: (id: string | number) => withQuery(paths.dashboardRecruits, { recruit: id }),
  onboarding: (opts: { recruit?: string | number } = {}) => withQuery(paths.dashboardOnboarding, { recruit: opts.recruit }),
  recruitDiscovery: (module?: string) => withQuery(paths.recruitDiscovery, { module }),
  /** A scenario in the ClearView calculator (docs/spec/doc2.md deep links): the baseline read-only. */
  scenarioCalculator: (s: { id: number; type: string }) =>
    withQuery(paths.scenarioCalculator, { scenario: s.id, type: s.type, view: s.type === 'baseline' ? 'readonly' : undefined }),
  scenarioComparison: (first: number, second: number) => withQuery(paths.scenarioComparison, { scenario1: first, scenario2: second }),
  onboardingTask: (uuid: string) => `/onboarding/task/${enc(uuid)}`,
  onboardingDepartment: (id: string | number) => `/onboarding/department/${enc(String(id))}`,
};
