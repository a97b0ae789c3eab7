import { academyEnrolmentSchema, type AcademyEnrolment } from '@markwell/contracts/academy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { academyKeys } from './query-keys';

export type AcademyStatusAction = 'enroll' | 'deactivate' | 'reactivate' | 'takeAgain';

/**
 * PATCH /api/v2/:courseId/enroll | deactivate | reactivate, or /api/v2/agains/:courseId/take.
 * A change that is not legal from the current status is a 409 (shown in the alert region).
 */
export function changeAcademyStatus(courseId: number, action: AcademyStatusAction): Promise<AcademyEnrolment> {
  const url = action === 'takeAgain' ? api.academyTakeAgain(courseId) : api.academyStatus(courseId, action);
  return apiFetch(url, { method: 'PATCH', schema: academyEnrolmentSchema });
}

/** Changes a status, then reloads every academy list (catalogue, my courses, progress, the course). */
export function useChangeAcademyStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, action }: { courseId: number; action: AcademyStatusAction }) =>
      changeAcademyStatus(courseId, action),
    onSettled: () => client.invalidateQueries({ queryKey: academyKeys.all }),
  });
}
