import { describe, expect, it } from 'vitest';
import { RecruitListQuery } from '@shared/schemas/recruits.ts';
import { RequestListQuery, TaskListQuery } from '@shared/schemas/onboarding.ts';

// Page numbers and sizes from a query string are digits only, as ids are: '1e3' is not page 1000.
describe('page numbers in list queries', () => {
  it('reads digits and leaves a blank page out', () => {
    expect(RequestListQuery.parse({ page: '2', page_size: '25' })).toMatchObject({ page: 2, page_size: 25 });
    expect(RequestListQuery.parse({ page: '', page_size: 'all' })).toMatchObject({ page: undefined, page_size: undefined });
    expect(RecruitListQuery.parse({ page: '3' }).page).toBe(3);
  });

  it('refuses look-alikes with the field named', () => {
    for (const v of ['1e3', '0x10', ' 2', '+2', '1.5', 'abc']) {
      expect(RequestListQuery.safeParse({ page: v }).error?.issues[0]?.message, v).toBe('Page must be a number');
      expect(TaskListQuery.safeParse({ page_size: v }).error?.issues[0]?.message, v).toBe('Page size must be a number');
      expect(RecruitListQuery.safeParse({ page: v }).error?.issues[0]?.message, v).toBe('Page must be a number');
    }
  });

  it('keeps the bounds', () => {
    expect(RequestListQuery.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Page starts at 1');
    expect(RequestListQuery.safeParse({ page_size: '201' }).error?.issues[0]?.message).toBe('Page size must be at most 200');
    expect(RequestListQuery.safeParse({ page: '99999999999' }).error?.issues[0]?.message).toBe('Page is too large');
  });
});
