export { TaskDashboard } from './task-dashboard';
export { SummaryTiles } from './summary-tiles';
export { TaskHeading } from './task-heading';
export { TaskStatusSelect } from './task-status-select';
export { formatWeight, OverdueBadge, PRIORITY_LABELS, PriorityBadge, TASK_STATUS_LABELS, TaskStatusBadge } from './task-badges';
export { taskDashboardKeys } from './queries';
