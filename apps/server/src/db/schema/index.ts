// Every table, one file per domain. drizzle-kit reads this file to generate migrations.
export * from './curricula';
export * from './schools';
export * from './infra';
export * from './cms';
export * from './questions';
export * from './exams';
export * from './imports';
export * from './attempts';
