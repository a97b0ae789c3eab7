export * from './live-score';
