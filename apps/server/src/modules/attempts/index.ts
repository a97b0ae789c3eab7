// What other modules may use from the attempts module (sitting an exam).
export { AUTO_SUBMIT_QUEUE, createAttemptsService, type AttemptsService } from './attempts.service';
export { default as attemptsRoutes } from './attempts.routes';
export { default as attemptsJobs } from './attempts.jobs';
export { createAttemptsRepository } from './attempts.repository';
export { SUBMITTED_QUEUE, afterSubmitted } from './after-submit';
