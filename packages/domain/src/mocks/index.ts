export * from './mock-rules';
