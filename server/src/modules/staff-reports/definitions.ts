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
    columns: [
      { key: 'stage', label: 'Stage' },
      { key: 'recruits', label: 'Recruits' },
      { key: 'share', label: 'Share (%)' },
    ],
    async rows(sql: Sql): Promise<ReportRow[]> {
      const counts = new Map((await repo.recruitsByStatus(sql)).map((r) => [r.status, r.recruits]));
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      const stages = knownThenOthers(RECRUIT_STATUSES, counts.keys());
      const rows = stages.map((s) => ({
        stage: STATUS_LABELS[s as RecruitStatus] ?? s,
        recruits: counts.get(s) ?? 0,
        share: percent(counts.get(s) ?? 0, total),
      }));
      return [...rows, { stage: 'Total', recruits: total, share: total === 0 ? 0 : 100 }];
    },
  },
  {
    id: 'source-effectiveness',
    title: 'Recruiting Source Effectiveness',
    type: 'Sources',
    description: 'Per recruiting source: recruits, how many completed ClearView, how many were onboarded, and the conversion rate.',
    columns: [
      { key: 'source', label: 'Source' },
      { key: 'recruits', label: 'Recruits' },
      { key: 'clearview_completed', label: 'ClearView Completed' },
      { key: 'onboarded', label: 'Onboarded' },
      { key: 'conversion', label: 'Conversion (%)' },
    ],
    async rows(sql: Sql): Promise<ReportRow[]> {
      const found = new Map((await repo.recruitsBySource(sql)).map((r) => [r.source, r]));
      const sources = knownThenOthers(Object.keys(RECRUITING_SOURCES), found.keys());
      return sources.map((s) => {
        const r = found.get(s) ?? { recruits: 0, clearview_completed: 0, onboarded: 0 };
        return {
          source: RECRUITING_SOURCES[s as RecruitingSource] ?? s,
          recruits: r.recruits,
          clearview_completed: r.clearview_completed,
          onboarded: r.onboarded,
          conversion: percent(r.onboarded, r.recruits),
        };
      });
    },
  },
  {
    id: 'time-in-stage',
    title: 'Time in Stage',
    type: 'Timeline',
    description: 'Average and median days recruits spent in each stage before moving on, from the status timeline.',
    columns: [
      { key: 'stage', label: 'Stage' },
      { key: 'stays', label: 'Completed Stays' },
      { key: 'avg_days', label: 'Average Days' },
      { key: 'median_days', label: 'Median Days' },
      { key: 'in_stage_now', label: 'In Stage Now' },
    ],
    async rows(sql: Sql): Promise<ReportRow[]> {
      const found = new Map((await repo.timeInStage(sql)).map((r) => [r.stage, r]));
      const stages = knownThenOthers(RECRUIT_STATUSES, found.keys());
      return stages.map((s) => {
        const r = found.get(s);
        return {
          stage: STATUS_LABELS[s as RecruitStatus] ?? s,
          stays: r?.stays ?? 0,
          avg_days: days(r?.avg_days ?? null),
          median_days: days(r?.median_days ?? null),
          in_stage_now: r?.open_stays ?? 0,
        };
      });
    },
  },
  {
    id: 'clearview-completion',
    title: 'ClearView Completion',
    type: 'ClearView',
    description: 'ClearView sessions per month of their scheduled date: scheduled, in progress, completed, and the completion rate.',
    columns: [
      { key: 'month', label: 'Month' },
      { key: 'scheduled', label: 'Sessions Scheduled' },
      { key: 'in_progress', label: 'In Progress' },
      { key: 'completed', label: 'Completed' },
      { key: 'completion_rate', label: 'Completion Rate (%)' },
    ],
    async rows(sql: Sql): Promise<ReportRow[]> {
      const months = await repo.clearviewByMonth(sql);
      const total = { month: 'Total', scheduled: 0, in_progress: 0, completed: 0 };
      for (const m of months) {
        total.scheduled += m.scheduled;
        total.in_progress += m.in_progress;
        total.completed += m.completed;
      }
      return [...months, total].map((m) => ({ ...m, completion_rate: percent(m.completed, m.scheduled) }));
    },
  },
  {
    id: 'onboarding-progress',
    title: 'Onboarding Progress',
    type: 'Onboarding',
    description: 'Onboarding processes by status with their tasks completed, total and overdue (open past the due date).',
    columns: [
      { key: 'status', label: 'Process Status' },
      { key: 'processes', label: 'Processes' },
      { key: 'tasks_completed', label: 'Tasks Completed' },
      { key: 'tasks', label: 'Tasks Total' },
      { key: 'task_completion', label: 'Task Completion (%)' },
      { key: 'overdue_tasks', label: 'Overdue Tasks' },
    ],
    async rows(sql: Sql): Promise<ReportRow[]> {
      const found = new Map((await repo.onboardingByStatus(sql)).map((r) => [r.status, r]));
      const total = { status: 'Total', processes: 0, tasks: 0, tasks_completed: 0, overdue_tasks: 0 };
      const rows = TASK_STATUSES.map((s) => {
        const r = found.get(s) ?? { processes: 0, tasks: 0, tasks_completed: 0, overdue_tasks: 0 };
        total.processes += r.processes;
        total.tasks += r.tasks;
        total.tasks_completed += r.tasks_completed;
        total.overdue_tasks += r.overdue_tasks;
        return { ...r, status: PROCESS_LABELS[s] ?? s };
      });
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
 * The rows of a report by a known list (statuses, sources) in its order, every one even when it
 * has no data, then any other value the data holds (an older status), sorted.
 */
function knownThenOthers(known: readonly string[], found: Iterable<string>): string[] {
  return [...known, ...[...found].filter((s) => !known.includes(s)).sort()];
}
