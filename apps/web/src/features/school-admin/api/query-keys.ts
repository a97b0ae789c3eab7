/** Every school-admin query key starts with this, so a change can refresh all lists at once. */
export const schoolAdminQueryKey = ['school-admin'] as const;
