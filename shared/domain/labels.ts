// One label map: every enum value and key that could reach a person, in people's words
// (docs/client.md "Formatting"). Screens, e-mails and PDFs ask `labelOf(kind, key)`; a key no map
// knows yet is spelled out from the key itself (humanizeKey), never shown raw.
import { MODULE_TITLES } from '../collab/fields';
import { humanizeKey } from '../format/text';
import { ACTIVITY_LABELS } from './activity';
import { DISCOVERY_MODULE_LABELS } from './discovery-modules';
import { CAMPAIGN_TYPE_LABELS, MEETING_TYPE_LABELS, STEP_CHANNEL_LABELS } from './nurture';
import type { TaskPriority, TaskStatus } from './onboarding';
import { FIELD_LABELS } from './profile';
import { PROFORMA_STATUS_LABELS } from './proforma';
import { STATUS_LABELS } from './recruit-status';
import { RECRUITING_SOURCES } from './recruiting-sources';

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  blocked: 'Blocked',
};

export const PRIORITY_LABELS: Record<TaskPriority, string> = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low' };

/** Proforma model types by their key (migrations/00009_proforma.sql names them the same way). */
const MODEL_TYPE_LABELS: Record<string, string> = {
  loan_officer: 'Loan Officer',
  branch_manager: 'Branch Manager',
  team_lead: 'Team Lead',
};

/** ClearView figures by their doc1 §3 key, as a report or a screen names them. */
const CLEARVIEW_FIELD_LABELS: Record<string, string> = {
  monthlyVolume: 'Monthly volume',
  annualVolume: 'Annual volume',
  avgLoanSize: 'Average loan size',
  unitsPerMonth: 'Units per month',
  closingRatio: 'Closing ratio',
  loanMixPurchase: 'Purchase share',
  loanMix: 'Loan mix',
  currentCompPlan: 'Current compensation plan',
  grossIncome: 'Gross income',
  currentIncome: 'Current income',
  businessExpenses: 'Business expenses',
  staffingCosts: 'Staffing costs',
  marketingCosts: 'Marketing costs',
  officeCosts: 'Office costs',
  netIncome: 'Net income',
  currentCompanyPAR: 'Current company PAR',
  clearPAR: 'Clear PAR',
  currentMargin: 'Current margin',
  clearMargin: 'Clear margin',
  loanAmount: 'Loan amount',
  recruitingGoal: 'Recruits per year',
  avgRecruitVolume: 'Average recruit volume',
  retentionRate: 'Retention rate',
  projections: 'Recruiting projection',
  productionGoal: 'Production goal',
  recruitingContribution: 'Recruiting contribution',
  companyGrowthRate: 'Company growth rate',
  ownershipData: 'Ownership',
  ownershipPercentage: 'Ownership share',
  year1Distribution: 'Year 1 distribution',
  year5Distribution: 'Year 5 distribution',
  equityValue: 'Equity value',
  totalFiveYearDistributions: 'Total 5-year distributions',
  distributions: 'Distributions by year',
};

/** What an activity entry's detail keys mean (server logActivity calls); id keys are never shown. */
const ACTIVITY_DETAIL_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'E-mail',
  expires_at: 'Link expires',
  recruiting_source: 'Source',
  fields: 'Changed',
  from: 'From',
  to: 'To',
  notes: 'Notes',
  reason: 'Reason',
  modules: 'Modules',
  module: 'Module',
  scenario: 'Scenario',
  keyword: 'Keyword',
  body: 'Message',
  subject: 'Subject',
  video_name: 'Video',
  watch_percentage: 'Watched',
  title: 'Task',
  step: 'Step',
  channel: 'Channel',
  meeting_type: 'Meeting',
  scheduled_at: 'Scheduled for',
  outcome: 'Outcome',
  campaign: 'Campaign',
  until: 'Until',
  completion_percentage: 'Profile complete',
  model_type: 'Model',
  tasks_created: 'Tasks created',
  source: 'Requested by',
};

const MESSAGE_STATUS_LABELS: Record<string, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  failed: 'Failed',
};

/** Every map a screen, e-mail or PDF may name a key through. */
export const LABELS = {
  recruitStatus: STATUS_LABELS,
  recruitingSource: RECRUITING_SOURCES,
  taskStatus: TASK_STATUS_LABELS,
  taskPriority: PRIORITY_LABELS,
  requestStatus: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', completed: 'Completed' },
  proformaStatus: PROFORMA_STATUS_LABELS,
  modelType: MODEL_TYPE_LABELS,
  campaignType: CAMPAIGN_TYPE_LABELS,
  campaignStatus: { active: 'Active', paused: 'Paused', archived: 'Archived' },
  meetingType: MEETING_TYPE_LABELS,
  stepChannel: STEP_CHANNEL_LABELS,
  messageChannel: { email: 'E-mail', sms: 'SMS' },
  messageStatus: MESSAGE_STATUS_LABELS,
  messageType: { invitation: 'Invitation', reminder: 'Reminder', notification: 'Notification', other: 'Other' },
  profileBand: { excellent: 'Excellent', good: 'Good', fair: 'Fair', basic: 'Basic', incomplete: 'Incomplete' },
  discoveryModule: DISCOVERY_MODULE_LABELS,
  scenarioType: { baseline: 'Baseline', sandbox: 'Sandbox' },
  clearviewModule: MODULE_TITLES,
  clearviewField: CLEARVIEW_FIELD_LABELS,
  profileField: FIELD_LABELS,
  activityAction: ACTIVITY_LABELS,
  activityDetail: ACTIVITY_DETAIL_LABELS,
} as const satisfies Record<string, Record<string, string>>;

export type LabelKind = keyof typeof LABELS;

/** The words for `key` of `kind`; a key the map does not know yet is spelled out, never shown raw. */
export function labelOf(kind: LabelKind, key: string | null | undefined): string {
  if (key === null || key === undefined || key === '') return '—';
  const map: Record<string, string> = LABELS[kind];
  return Object.hasOwn(map, key) ? map[key] : humanizeKey(key);
}
