/** Query keys of the platform-admin screens. */
export const platformAdminKeys = {
  schools: ['admin', 'schools'] as const,
};
