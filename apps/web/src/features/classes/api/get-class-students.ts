import { studentOptionSchema, type StudentOption } from '@markwell/contracts/curricula';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { classesKeys } from './query-keys';

export type { StudentOption };
const studentsSchema = z.array(studentOptionSchema);

/** GET /api/v2/filters/:id/students: the students of a class with their subgroups (teachers). */
export function getClassStudents(groupId: number, signal?: AbortSignal): Promise<StudentOption[]> {
  return apiFetch(api.classStudents(groupId), { schema: studentsSchema, signal });
}

export function useClassStudents(groupId: number) {
  return useQuery({
    queryKey: classesKeys.students(groupId),
    queryFn: ({ signal }) => getClassStudents(groupId, signal),
  });
}
