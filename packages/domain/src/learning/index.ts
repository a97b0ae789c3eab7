export * from './revision-schedule';
