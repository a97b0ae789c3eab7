// Every table, one file per domain. drizzle-kit reads this file to generate migrations.
export * from './curricula';
export * from './schools';
export * from './accounts';
export * from './infra';
export * from './cms';
export * from './questions';
export * from './exams';
export * from './imports';
export * from './attempts';
export * from './messages';
export * from './academy';
export * from './menus';
export * from './marking';
export * from './billing';
export * from './dashboards';
export * from './mocks';
export * from './learning';
