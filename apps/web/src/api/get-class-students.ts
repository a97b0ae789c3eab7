/**
 * GET /api/v2/filters/:id/students: the students of a class with their subgroups (tags). Read by
 * the class page, the dashboards' student filter and the assignment form's targets, so all three
 * share one cached copy per class.
 */
import { curriculaEndpoints } from '@markwell/contracts/endpoints/curricula';
import { callEndpoint } from '../lib/call-endpoint';
import { type StudentOption } from '@markwell/contracts/curricula';
import { useQueries, useQuery } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

export type { StudentOption };

export function getClassStudents(groupId: number, signal?: AbortSignal): Promise<StudentOption[]> {
  return callEndpoint(curriculaEndpoints.getFiltersByIdStudents, { params: { id: groupId }, validate: true, signal });
}

const classStudentsQuery = (groupId: number) => ({
  queryKey: queryKeys.classStudents(groupId),
  queryFn: ({ signal }: { signal: AbortSignal }) => getClassStudents(groupId, signal),
  staleTime: 60_000,
});

/** One class's students; idle while no class is chosen (null). */
export function useClassStudents(groupId: number | null) {
  return useQuery({ ...classStudentsQuery(groupId ?? 0), enabled: groupId !== null });
}

/** The students of several classes at once, one request per class (each cached on its own). */
export function useClassesStudents(groupIds: readonly number[]) {
  return useQueries({
    queries: groupIds.map(classStudentsQuery),
    combine: (results) => ({
      pending: results.some((r) => r.isPending),
      byGroup: new Map(groupIds.map((g, i) => [g, results[i]?.data ?? []])),
    }),
  });
}
