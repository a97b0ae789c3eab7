/** The platform admin's account tools: users across schools (keyset pages), password resets, new schools. */
import {
  adminUserSchema,
  adminUsersPageSchema,
  createdSchoolWithOwnerSchema,
  passwordResetByAdminSchema,
  type AdminUser,
  type AdminUsersPage,
  type CreatedSchoolWithOwner,
  type CreateSchoolWithOwnerBody,
  type PasswordResetByAdmin,
} from '@markwell/contracts/accounts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';
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
  return apiFetch(api.adminUsers, {
    query: { q: filters.q || undefined, cursor: filters.cursor, limit: USERS_PAGE_SIZE },
    schema: adminUsersPageSchema,
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
  return apiFetch(api.adminUserPasswordReset(id), { method: 'POST', schema: passwordResetByAdminSchema });
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
  return apiFetch(api.adminUser(id), { method: 'PATCH', body: { email }, schema: adminUserSchema });
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
  return apiFetch(api.adminSchools, { method: 'POST', body, schema: createdSchoolWithOwnerSchema });
}

export function useCreateSchoolWithOwner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSchoolWithOwner,
    meta: { silentError: true },
    onSuccess: () => client.invalidateQueries({ queryKey: platformAdminKeys.schools }),
  });
}
