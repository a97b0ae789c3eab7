export * from './columns';
export * from './read-roster';
export * from './plan-roster';
