// Public surface of the domain package: pure business rules, no I/O. Each area can also be
// imported on its own (`@markwell/domain/marking/index`), which keeps web bundles small.
export * from './marking/index';
export * from './pricing/index';
export * from './progress/index';
export * from './text/index';
export * from './time/index';
export * from './exams/index';
export * from './messages/index';
export * from './passwords/index';
export * from './academy/index';
export * from './mocks/index';
export * from './roster/index';
