// Public surface of the exam-templates module for other modules (assignments, attempts).
export { canEditTemplate, createExamTemplatesService, type ExamTemplatesService } from './exam-templates.service';
export { default as examTemplatesRoutes } from './exam-templates.routes';
export { default as checkpointLinksRoutes } from './checkpoints.routes';
