// Every table, one file per domain. drizzle-kit reads this file to generate migrations.
export * from './curricula';
export * from './schools';
export * from './infra';
