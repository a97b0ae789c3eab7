/** The signed-in teacher's bank of reusable feedback comments: GET/POST /api/v2/markingcomments, DELETE …/:id. */
import { bankCommentListSchema, bankCommentSchema, type BankComment } from '@markwell/contracts/marking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
import { markingKeys } from './query-keys';

export type { BankComment };

export function useCommentBank() {
  return useQuery({
    queryKey: markingKeys.comments(),
    queryFn: ({ signal }) => apiFetch(api.markingComments, { schema: bankCommentListSchema, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAddBankComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch(api.markingComments, { method: 'POST', body: { text }, schema: bankCommentSchema }),
    onSettled: () => client.invalidateQueries({ queryKey: markingKeys.comments() }),
  });
}

export function useDeleteBankComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(api.markingComment(id), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: markingKeys.comments() }),
  });
}
