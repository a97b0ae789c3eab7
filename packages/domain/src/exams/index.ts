export * from './time-rules';
