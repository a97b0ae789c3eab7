/** The signed-in teacher's bank of reusable feedback comments: GET/POST /api/v2/markingcomments, DELETE …/:id. */
import { markingEndpoints } from '@markwell/contracts/endpoints/marking';
import { callEndpoint } from '../../../lib/call-endpoint';
import type { BankComment } from '@markwell/contracts/marking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { markingKeys } from './query-keys';

export type { BankComment };

export function useCommentBank() {
  return useQuery({
    queryKey: markingKeys.comments(),
    queryFn: ({ signal }) => callEndpoint(markingEndpoints.getMarkingcomments, { validate: true, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAddBankComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callEndpoint(markingEndpoints.postMarkingcomments, { body: { text }, validate: true }),
    onSettled: () => client.invalidateQueries({ queryKey: markingKeys.comments() }),
  });
}

export function useDeleteBankComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(markingEndpoints.deleteMarkingcommentsById, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: markingKeys.comments() }),
  });
}
