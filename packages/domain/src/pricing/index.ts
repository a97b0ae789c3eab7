export * from './pricing';
export * from './billing';
