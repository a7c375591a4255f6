export { ScheduleFields } from './schedule-fields';
export { EMPTY_SCHEDULE, scheduledAt, type ScheduleValue } from './schedule-value';
