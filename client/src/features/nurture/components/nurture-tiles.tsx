import type { NurtureOverview } from '@shared/schemas/nurture';
import { FigureCards } from './figure-cards';

/** The four figures above the Nurture screen's tabs. */
export function NurtureTiles({ tiles }: { tiles: NurtureOverview['tiles'] }) {
  const figures = [
    ['Active Enrollments', tiles.active_enrollments],
    ['High Engagement', tiles.high_engagement],
    ['Long Term', tiles.long_term],
    ['Meetings Scheduled', tiles.meetings_scheduled],
  ] as const;
  return <FigureCards figures={figures} columns="grid-cols-2 lg:grid-cols-4" tiles />;
}
