/** Query keys of the data-protection screens; every one starts with `all`. */
const all = ['data-protection'] as const;

export const dataProtectionKeys = {
  all,
  person: (id: number) => [...all, 'person', id] as const,
  audit: (filter: unknown) => [...all, 'audit', filter] as const,
  settings: [...all, 'settings'] as const,
};
