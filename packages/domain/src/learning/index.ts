export * from './revision-schedule';
export * from './revision-selection';
