export * from './revision-schedule';
export * from './revision-selection';
export * from './practice-target';
