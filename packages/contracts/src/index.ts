// Zod request/response schemas shared by the server and the web app.
export * from './common.js';
export * from './auth.js';
