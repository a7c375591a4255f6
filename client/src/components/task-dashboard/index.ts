export { TaskDashboard } from './task-dashboard';
export { SummaryTiles } from './summary-tiles';
export { TaskHeading } from './task-heading';
export { TaskStatusSelect } from './task-status-select';
export { formatWeight, OverdueBadge, PriorityBadge, TaskStatusBadge } from './task-badges';
export { taskDashboardKeys } from './queries';
