export * from './live-score';
export * from './dashboard-figures';
