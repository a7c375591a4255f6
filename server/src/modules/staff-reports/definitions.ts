// The five reports of the Reports screen (docs/dashboard.md "Reports"): their headings, columns and
// how each computes its rows from repo.ts's figures. service.ts lists, builds and exports them.
import type { Sql } from '../../db/connect.ts';
import { RECRUIT_STATUSES, STATUS_LABELS, type RecruitStatus } from '@shared/domain/recruit-status.ts';
import { RECRUITING_SOURCES, type RecruitingSource } from '@shared/domain/recruiting-sources.ts';
import { TASK_STATUSES } from '@shared/domain/onboarding.ts';
import type { ReportColumn, ReportRow } from '@shared/schemas/staff-reports.ts';
import * as repo from './repo.ts';

const round1 = (x: number) => Math.round(x * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : round1((part / whole) * 100));
const days = (x: number | null) => (x === null ? null : round1(x));
const PROCESS_LABELS: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  blocked: 'Blocked',
};

/** A report's columns, in the order given, from their keys and headings. */
const columnsOf = (labels: Record<string, string>): ReportColumn[] => Object.entries(labels).map(([key, label]) => ({ key, label }));

/** A report: its heading, its columns, and how to compute its rows from the live data. */
export type Definition = {
  id: string;
  title: string;
  type: string;
  description: string;
  columns: ReportColumn[];
  rows(sql: Sql): Promise<ReportRow[]>;
};

/** The five reports of the Reports screen (docs/dashboard.md "Reports"), in the order the screen lists them. */
export const REPORTS: Definition[] = [
  {
    id: 'pipeline-summary',
    title: 'Pipeline Summary',
    type: 'Pipeline',
    description: 'Recruits in each pipeline stage and their share of all recruits.',
    columns: columnsOf({ stage: 'Stage', recruits: 'Recruits', share: 'Share (%)' }),
    async rows(sql: Sql): Promise<ReportRow[]> {
      const found = await repo.recruitsByStatus(sql);
      const { recruits: total } = sums(found, ['recruits']);
      const rows = inKnownOrder(RECRUIT_STATUSES, found, (r) => r.status).map(([s, r]) => ({
        stage: STATUS_LABELS[s as RecruitStatus] ?? s,
        recruits: r?.recruits ?? 0,
        share: percent(r?.recruits ?? 0, total),
      }));
      return [...rows, { stage: 'Total', recruits: total, share: total === 0 ? 0 : 100 }];
    },
  },
  {
    id: 'source-effectiveness',
    title: 'Recruiting Source Effectiveness',
    type: 'Sources',
    description: 'Per recruiting source: recruits, how many completed ClearView, how many were onboarded, and the conversion rate.',
    columns: columnsOf({
      source: 'Source',
      recruits: 'Recruits',
      clearview_completed: 'ClearView Completed',
      onboarded: 'Onboarded',
      conversion: 'Conversion (%)',
    }),
    async rows(sql: Sql): Promise<ReportRow[]> {
      const found = await repo.recruitsBySource(sql);
      return inKnownOrder(Object.keys(RECRUITING_SOURCES), found, (r) => r.source).map(([s, r]) => {
        const { recruits, clearview_completed, onboarded } = r ?? { recruits: 0, clearview_completed: 0, onboarded: 0 };
        const source = RECRUITING_SOURCES[s as RecruitingSource] ?? s;
        return { source, recruits, clearview_completed, onboarded, conversion: percent(onboarded, recruits) };
      });
    },
  },
  {
    id: 'time-in-stage',
    title: 'Time in Stage',
    type: 'Timeline',
    description: 'Average and median days recruits spent in each stage before moving on, from the status timeline.',
    columns: columnsOf({
      stage: 'Stage',
      stays: 'Completed Stays',
      avg_days: 'Average Days',
      median_days: 'Median Days',
      in_stage_now: 'In Stage Now',
    }),
    async rows(sql: Sql): Promise<ReportRow[]> {
      const found = await repo.timeInStage(sql);
      return inKnownOrder(RECRUIT_STATUSES, found, (r) => r.stage).map(([s, r]) => ({
        stage: STATUS_LABELS[s as RecruitStatus] ?? s,
        stays: r?.stays ?? 0,
        avg_days: days(r?.avg_days ?? null),
        median_days: days(r?.median_days ?? null),
        in_stage_now: r?.open_stays ?? 0,
      }));
    },
  },
  {
    id: 'clearview-completion',
    title: 'ClearView Completion',
    type: 'ClearView',
    description: 'ClearView sessions per month of their scheduled date: scheduled, in progress, completed, and the completion rate.',
    columns: columnsOf({
      month: 'Month',
      scheduled: 'Sessions Scheduled',
      in_progress: 'In Progress',
      completed: 'Completed',
      completion_rate: 'Completion Rate (%)',
    }),
    async rows(sql: Sql): Promise<ReportRow[]> {
      const months = await repo.clearviewByMonth(sql);
      const total = { month: 'Total', ...sums(months, ['scheduled', 'in_progress', 'completed']) };
      return [...months, total].map((m) => ({ ...m, completion_rate: percent(m.completed, m.scheduled) }));
    },
  },
  {
    id: 'onboarding-progress',
    title: 'Onboarding Progress',
    type: 'Onboarding',
    description: 'Onboarding processes by status with their tasks completed, total and overdue (open past the due date).',
    columns: columnsOf({
      status: 'Process Status',
      processes: 'Processes',
      tasks_completed: 'Tasks Completed',
      tasks: 'Tasks Total',
      task_completion: 'Task Completion (%)',
      overdue_tasks: 'Overdue Tasks',
    }),
    async rows(sql: Sql): Promise<ReportRow[]> {
      const found = new Map((await repo.onboardingByStatus(sql)).map((r) => [r.status, r]));
      const none = { processes: 0, tasks: 0, tasks_completed: 0, overdue_tasks: 0 };
      const rows = TASK_STATUSES.map((s) => ({ ...(found.get(s) ?? none), status: PROCESS_LABELS[s] ?? s }));
      const total = { status: 'Total', ...sums(rows, ['processes', 'tasks', 'tasks_completed', 'overdue_tasks']) };
      return [...rows, total].map(({ status, processes, tasks, tasks_completed, overdue_tasks }) => ({
        status,
        processes,
        tasks_completed,
        tasks,
        task_completion: percent(tasks_completed, tasks),
        overdue_tasks,
      }));
    },
  },
];

/**
 * A report's data rows paired with their key, by a known list (statuses, sources) in its order,
 * every one even when it has no data, then any other key the data holds (an older status), sorted.
 */
function inKnownOrder<T>(known: readonly string[], found: T[], keyOf: (row: T) => string): [string, T | undefined][] {
  const byKey = new Map(found.map((r) => [keyOf(r), r]));
  const others = [...byKey.keys()].filter((k) => !known.includes(k)).sort();
  return [...known, ...others].map((k) => [k, byKey.get(k)]);
}

/** The column sums of a report's numeric fields (its Total row). */
function sums<K extends string>(rows: Record<K, number>[], keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, rows.reduce((a, r) => a + r[k], 0)])) as Record<K, number>;
}
