/** Every dashboards query key starts with this. */
export const dashboardsKey = ['dashboards'] as const;

export const dashboardKeys = {
  options: () => [...dashboardsKey, 'options'] as const,
  read: (what: string, query: unknown) => [...dashboardsKey, what, query] as const,
  allSaved: () => [...dashboardsKey, 'saved'] as const,
  saved: (dashboard: string) => [...dashboardsKey, 'saved', dashboard] as const,
};
