/** GET /api/v2/filters/:id/students: the students of a class with their subgroups (tags). */
import { studentOptionSchema, type StudentOption } from '@markwell/contracts/curricula';
import { useQueries } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { assignmentKeys } from './query-keys';

export type { StudentOption };

export function getClassStudents(groupId: number, signal?: AbortSignal) {
  return apiFetch(api.classStudents(groupId), { schema: z.array(studentOptionSchema), signal });
}

/** The students of several classes at once, one request per class (each cached on its own). */
export function useClassesStudents(groupIds: readonly number[]) {
  return useQueries({
    queries: groupIds.map((groupId) => ({
      queryKey: assignmentKeys.students(groupId),
      queryFn: ({ signal }: { signal: AbortSignal }) => getClassStudents(groupId, signal),
    })),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      byGroup: new Map(groupIds.map((g, i) => [g, results[i]?.data ?? []])),
    }),
  });
}
