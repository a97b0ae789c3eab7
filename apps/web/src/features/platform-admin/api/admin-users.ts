/** The platform admin's account tools: users across schools (keyset pages), password resets, new schools. */
import { accountsEndpoints } from '@markwell/contracts/endpoints/accounts';
import { callEndpoint } from '../../../lib/call-endpoint';
import {
  type AdminUser,
  type AdminUsersPage,
  type CreatedSchoolWithOwner,
  type CreateSchoolWithOwnerBody,
  type PasswordResetByAdmin,
} from '@markwell/contracts/accounts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { platformAdminKeys } from './query-keys';

export type { AdminUsersPage, CreatedSchoolWithOwner, CreateSchoolWithOwnerBody };
export const USERS_PAGE_SIZE = 20;

export interface UserFilters {
  q: string;
  /** The `next_cursor` of the page before; undefined: the first page. */
  cursor: string | undefined;
}

/** GET /api/v2/admin/users: a page of users whose name or e-mail contains `q`, by name. */
export function getAdminUsers(filters: UserFilters, signal?: AbortSignal): Promise<AdminUsersPage> {
  return callEndpoint(accountsEndpoints.getAdminUsers, {
    query: { q: filters.q || undefined, cursor: filters.cursor, limit: USERS_PAGE_SIZE },
    validate: true,
    signal,
  });
}

export function useAdminUsers(filters: UserFilters) {
  return useQuery({
    queryKey: platformAdminKeys.users(filters),
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/v2/admin/users/:id/password-reset: a one-time password, answered once. */
export function resetUserPassword(id: number): Promise<PasswordResetByAdmin> {
  return callEndpoint(accountsEndpoints.postAdminUsersByIdPasswordReset, { params: { id }, validate: true });
}

export function useResetUserPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

/** PATCH /api/v2/admin/users/:id: a new e-mail address (login) for any user, a school owner's too. */
export function changeUserEmail({ id, email }: { id: number; email: string }): Promise<AdminUser> {
  return callEndpoint(accountsEndpoints.patchAdminUsersById, { params: { id }, body: { email }, validate: true });
}

export function useChangeUserEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeUserEmail,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}

/** POST /api/v2/admin/schools: a school with its owner, whose one-time password is answered once. */
export function createSchoolWithOwner(body: CreateSchoolWithOwnerBody): Promise<CreatedSchoolWithOwner> {
  return callEndpoint(accountsEndpoints.postAdminSchools, { body, validate: true });
}

export function useCreateSchoolWithOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSchoolWithOwner,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: platformAdminKeys.schools }),
  });
}
