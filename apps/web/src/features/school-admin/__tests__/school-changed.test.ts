import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/query-keys';
import { refreshSchoolData } from '../api/school-changed';
import { schoolAdminKeys } from '../api/query-keys';

describe('refreshSchoolData', () => {
  it('marks the admin lists and every screen’s classes stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = {
      adminStudents: schoolAdminKeys.students({ q: 'ada' }),
      adminClasses: schoolAdminKeys.classes,
      classes: queryKeys.schoolGroups,
      classStudents: queryKeys.classStudents(7),
      tips: queryKeys.tips,
    };
    for (const key of Object.values(keys)) client.setQueryData(key, ['cached']);
    await refreshSchoolData(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(keys.adminStudents)).toBe(true);
    expect(stale(keys.adminClasses)).toBe(true);
    expect(stale(keys.classes)).toBe(true);
    expect(stale(keys.classStudents)).toBe(true);
    expect(stale(keys.tips)).toBe(false);
  });
});
