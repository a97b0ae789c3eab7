export * from './time-rules';
export * from './item-analysis';
export * from './answer-clusters';
