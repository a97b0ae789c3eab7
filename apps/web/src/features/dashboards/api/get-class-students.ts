/** GET /api/v2/filters/:id/students: the students of a class, for the student filter. */
import { studentOptionSchema } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { dashboardKeys } from './query-keys';

const studentsSchema = z.array(studentOptionSchema);

export function getClassStudents(groupId: number, signal?: AbortSignal) {
  return apiFetch(api.classStudents(groupId), { schema: studentsSchema, signal });
}

export function useClassStudents(groupId: number | null) {
  return useQuery({
    queryKey: dashboardKeys.students(groupId ?? 0),
    queryFn: ({ signal }) => getClassStudents(groupId!, signal),
    enabled: groupId !== null,
    staleTime: 60_000,
  });
}
