// Zod request/response schemas shared by the server and the web app.
export * from './common';
export * from './auth';
export * from './curricula';
export * from './school-admin';
export * from './cms';
export * from './questions';
export * from './imports';
export * from './health';
export * from './exam-templates';
export * from './assignments';
export * from './attempts';
