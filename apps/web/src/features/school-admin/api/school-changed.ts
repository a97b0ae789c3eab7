import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { schoolAdminKeys } from './query-keys';

/**
 * After a change to the school's people or classes: the school admin's lists, and the classes
 * (their counts, courses and students) every other screen reads, load again.
 */
export function refreshSchoolData(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: schoolAdminKeys.all }),
    client.invalidateQueries({ queryKey: queryKeys.schoolGroups }),
  ]);
}
