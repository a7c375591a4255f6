// Proforma rules both sides need (docs/proforma.md): session statuses and moves, the input fields
// with their categories, units and descriptions, the ClearView defaults, and the texts of
// docs/spec/doc2.md §5 and §8.
import type { RecruitStatus } from './recruit-status.ts';

export const PROFORMA_STATUSES = ['scheduled', 'in_progress', 'completed'] as const;
export type ProformaStatus = (typeof PROFORMA_STATUSES)[number];

/** The only moves of a session (docs/spec/doc2.md §4); every other is refused. */
export const PROFORMA_NEXT: Record<ProformaStatus, ProformaStatus | null> = {
  scheduled: 'in_progress',
  in_progress: 'completed',
  completed: null,
};

export const INPUT_CATEGORIES = ['production', 'margins', 'recruiting', 'operations', 'expenses', 'setup'] as const;
export type InputCategory = (typeof INPUT_CATEGORIES)[number];
export const INPUT_UNITS = ['dollars', 'percentage', 'units'] as const;
export type InputUnit = (typeof INPUT_UNITS)[number];

type InputFieldSpec = {
  category: InputCategory;
  unit: InputUnit;
  description: string;
  /** Worked out from other inputs, never typed (docs/spec/doc2.md §3). */
  computed?: boolean;
  /** A yes/no field stored as 1 or 0. */
  flag?: boolean;
};

/** The input fields of docs/spec/doc2.md §3, in screen order. */
export const INPUT_FIELDS = {
  monthly_units: { category: 'production', unit: 'units', description: 'Loans closed per month' },
  avg_loan_amount: { category: 'production', unit: 'dollars', description: 'Average loan amount' },
  monthly_volume: { category: 'production', unit: 'dollars', description: 'Monthly volume (units × average loan amount)', computed: true },
  target_margin_bps: { category: 'margins', unit: 'units', description: 'Target margin in basis points' },
  margin_percentage: { category: 'margins', unit: 'percentage', description: 'Margin in percent (basis points ÷ 100)', computed: true },
  plans_to_recruit: { category: 'recruiting', unit: 'units', description: 'Plans to recruit a team', flag: true },
  target_team_size: { category: 'recruiting', unit: 'units', description: 'Loan officers to recruit' },
  recruiting_timeline: { category: 'recruiting', unit: 'units', description: 'Months to reach the target team size' },
  office_space_needed: { category: 'operations', unit: 'units', description: 'Needs office space', flag: true },
  support_staff_needed: { category: 'operations', unit: 'units', description: 'Support staff to hire' },
  monthly_office_cost: { category: 'operations', unit: 'dollars', description: 'Office rent and running costs per month' },
  marketing_budget: { category: 'expenses', unit: 'dollars', description: 'Marketing per month' },
  technology_costs: { category: 'expenses', unit: 'dollars', description: 'Technology and tools per month' },
  other_expenses: { category: 'expenses', unit: 'dollars', description: 'Other expenses per month' },
  initial_marketing: { category: 'setup', unit: 'dollars', description: 'Launch marketing (one time, month 1)' },
  office_setup: { category: 'setup', unit: 'dollars', description: 'Office setup (one time, month 1)' },
  working_capital: { category: 'setup', unit: 'dollars', description: 'Working capital set aside (one time, month 1)' },
} as const satisfies Record<string, InputFieldSpec>;

export type InputFieldName = keyof typeof INPUT_FIELDS;
export const isInputFieldName = (name: string): name is InputFieldName => Object.hasOwn(INPUT_FIELDS, name);

/** The live calculation runs only with these (docs/spec/doc2.md §5). */
export const REQUIRED_INPUTS = ['monthly_units', 'avg_loan_amount', 'target_margin_bps'] as const satisfies readonly InputFieldName[];

/** Live inputs when the recruit's ClearView gives none (docs/spec/doc2.md §9). */
export const CLEARVIEW_INPUT_DEFAULTS = { target_margin_bps: 250, avg_loan_amount: 400000, monthly_units: 8 } as const;

/** Model type the recruit dashboard schedules, and how far ahead (docs/spec/doc2.md §9). */
export const DASHBOARD_MODEL_TYPE_ID = 1;
export const DASHBOARD_DAYS_AHEAD = 3;
/** The recruit dashboard offers a proforma session only here (docs/spec/doc2.md §4). */
export const PROFORMA_SELF_SCHEDULE_STATUSES: readonly RecruitStatus[] = ['discovery_access_expanded'];

/** Recent sessions on the overview, and the compare limit (docs/spec/doc2.md §9). */
export const RECENT_SESSIONS_LIMIT = 5;
export const COMPARE_LIMIT = 2;

/** Texts of docs/spec/doc2.md §5 and §8, verbatim. */
export const PROFORMA_TEXTS = {
  fillRequired: 'Please fill in all required fields',
  invalidRecruit: 'Invalid recruit selected. Please select a valid recruit.',
  selectRecruitFirst: 'Please select a valid recruit first',
  compareAtMost: 'You can only compare 2 sessions at a time',
  compareExactly: 'Please select exactly 2 sessions to compare',
  overviewFailed: 'Failed to load proforma overview',
  overviewErrorTitle: 'Error loading proforma data',
  scheduled: 'Proforma session scheduled successfully',
  scheduledPhase: 'Proforma session scheduled successfully!',
  scheduledDashboard: 'Proforma session scheduled!',
  scheduleFailed: 'Failed to schedule proforma session',
  started: 'Session started successfully',
  startFailed: 'Failed to start session',
  completed: 'Session completed successfully',
  completeFailed: 'Failed to complete session',
  pdfDownloaded: 'PDF downloaded successfully',
  pdfFailed: 'Failed to download PDF',
  emailSent: 'Email sent successfully',
  emailFailed: 'Failed to send email',
  inputsSaved: 'Inputs saved successfully',
  inputsFailed: 'Failed to save inputs',
  comparisonDone: 'Comparison generated successfully',
  comparisonFailed: 'Failed to generate comparison',
  noModelTypes: 'No model types available',
} as const;

export const PROFORMA_STATUS_LABELS: Record<ProformaStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In Progress',
  completed: 'Completed',
};
