export { ScheduleFields } from './schedule-fields';
export { bookingFields, EMPTY_SCHEDULE, scheduledAt, type ScheduleValue } from './schedule-value';
